#!/usr/bin/env bash
# Builds the libFuzzer targets in a package's Fuzz/Targets (with the address sanitizer) and runs
# each for a bounded time, starting from its seed corpus and its saved crashes.
#
# usage: Scripts/fuzz.sh [--package-path DIR] [--seconds N] [TARGET...]
#   DIR: the package (default: this repository's root, whose targets are trace and coordinator;
#        Examples/pullwatch has the terminal's: input, screen, geometry)
#   TARGET: one of DIR's targets (default: all of them); N: seconds per target (default 60)
#
# New interesting inputs go to DIR/.build-fuzz/corpus/TARGET (the repository's corpus is only
# read); a crash is saved under DIR/.build-fuzz/crashes/TARGET and the script exits 1. Copy the
# crash file into DIR/Fuzz/TARGET/crashes/ (make the folder if need be) and it becomes a
# regression test (DIR/Tests/FuzzChecksTests).
set -euo pipefail
caller=$PWD
cd "$(dirname "$0")/.."
root=$PWD

usage() { sed -n '2,14p' "$0"; }
fail() { echo "fuzz: $*" >&2; exit 2; }

seconds=60
targets=()
while (($#)); do
  case "$1" in
    --package-path)
      [[ $# -ge 2 ]] && cd "$caller" && cd "$2" && [[ -f Package.swift ]] \
        || fail "--package-path needs a package's directory"
      shift 2
      ;;
    --seconds)
      [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || fail "--seconds needs a whole number above 0"
      seconds="$2"
      shift 2
      ;;
    -h | --help) usage; exit 0 ;;
    -*) fail "unknown option '$1'; see --help" ;;
    *)
      targets+=("$1")
      shift
      ;;
  esac
done
for target in ${targets[@]+"${targets[@]}"}; do
  [[ -f "Fuzz/Targets/fuzz-$target.swift" ]] \
    || fail "no target '$target' (targets: $(ls Fuzz/Targets | sed 's/^fuzz-//; s/.swift$//' \
      | xargs))"
done
if ! ((${#targets[@]})); then
  for source in Fuzz/Targets/fuzz-*.swift; do
    name=${source##*/fuzz-}
    targets+=("${name%.swift}")
  done
fi

scratch=.build-fuzz
flags=(-sanitize=fuzzer,address)
# The linker warns about every sanitizer-runtime symbol it cannot export; nothing to act on.
quiet() { grep -v "Cannot export local symbol" || true; }
# The libraries are built by SwiftPM with coverage for libFuzzer; each target is linked by swiftc,
# because SwiftPM renames an executable's main, and libFuzzer brings its own.
swift build --target FuzzChecks --scratch-path "$scratch" \
  $(printf -- '-Xswiftc %s ' "${flags[@]}") 2>&1 | quiet || fail "the build failed"
debug="$scratch/debug"
# `package` declarations need the package's name, which SwiftPM derives from the directory.
package_name=$(grep -o -m1 '"-package-name","[^"]*"' "$scratch/debug.yaml" | cut -d'"' -f4)
# The objects of FuzzChecks and of every library it depends on: all that this scratch path
# builds (it builds nothing else).
objects=()
shopt -s nullglob
for module in "$debug"/*.build; do
  [[ $module == *Tests.build ]] || objects+=("$module/"*.o)
done
shopt -u nullglob

status=0
for target in "${targets[@]}"; do
  source="Fuzz/Targets/fuzz-$target.swift"
  binary="$scratch/fuzz-$target"
  swiftc "${flags[@]}" -parse-as-library -swift-version 6 -package-name "$package_name" \
    -I "$debug/Modules" "$source" "${objects[@]}" -o "$binary" 2>&1 | quiet \
    || fail "linking $target failed"
  corpus="$scratch/corpus/$target"
  crashes="$scratch/crashes/$target"
  mkdir -p "$corpus" "$crashes"
  seeds=()
  for folder in "Fuzz/$target/corpus" "Fuzz/$target/crashes"; do
    [[ -d $folder ]] && seeds+=("$folder")
  done
  # Every recorded and written gesture trace seeds the trace fuzzer.
  [[ $target == trace ]] && seeds+=("$root/Traces")
  printf '\n== fuzz %s for %s s\n' "$target" "$seconds"
  # The Swift runtime's backtracer cannot read memory under the address sanitizer: leave crash
  # reports to the sanitizer and libFuzzer.
  if SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$binary" \
    -max_total_time="$seconds" -timeout=20 -rss_limit_mb=3072 -max_len=4096 -print_final_stats=1 -artifact_prefix="$crashes/" \
    "$corpus" "${seeds[@]}" 2>"$scratch/fuzz-$target.log"; then
    runs=$(grep -o -m1 'stat::number_of_executed_units: *[0-9]*' "$scratch/fuzz-$target.log" \
      | grep -o '[0-9]*$' || echo "?")
    coverage=$(grep -E '#[0-9]+[[:space:]]+DONE' "$scratch/fuzz-$target.log" \
      | grep -o 'cov: [0-9]*' || echo "cov: ?")
    echo "fuzz: $target passed: $runs inputs, no failure ($coverage)"
  else
    status=1
    grep -E "fuzz check failed|ERROR|SUMMARY|Test unit written" "$scratch/fuzz-$target.log" \
      | head -20 >&2
    echo "fuzz: $target failed; the input is in $crashes (full log: $scratch/fuzz-$target.log)" >&2
  fi
done
exit "$status"
