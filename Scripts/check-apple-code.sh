#!/usr/bin/env bash
# Compile-checks the package's Apple code (SwiftUI / UIKit front ends) on Linux, against the
# declaration stubs in Stubs/ (SwiftUI, UIKit, Accessibility, the #Preview plugin).
#
#   Scripts/check-apple-code.sh [CLIENT.swift ...]   the three passes below; exit 0 only if all pass
#   Scripts/check-apple-code.sh --self-test          injects known mistakes into a SwiftUI and a
#                                                    UIKit client; fails unless each is caught for
#                                                    its expected reason
#
# 1. build       PTR_APPLE_STUBS=1 swift build --target PullToRefreshUI -Xswiftc -warnings-as-errors
#                (scratch path .build-stubs; Package.swift's Linux-only block adds the stubs).
# 2. client code every ```swift block of README.md, Sources/*/Documentation.docc/*.md and
#                Docs/*.md (one file per block, `import SwiftUI` / `import PullToRefreshUI` added
#                when missing), plus each CLIENT.swift, through `swiftc -emit-sil` in Swift 6 mode
#                with warnings as errors, against the modules of step 1. A block preceded by the
#                line `<!-- apple-check: skip -->` is skipped (and counted).
# 3. availability the same sources and the UI target type-checked for x86_64-apple-ios17.0-simulator
#                against a fake iOS SDK rebuilt from this toolchain's own .swiftinterface files
#                (cached in .build-stubs/ios-sdk/, keyed on the toolchain); only "is only
#                available in" diagnostics fail this pass.
#
# Needs only the Swift toolchain, python3 and coreutils; no network. Cold: about two minutes
# (the fake SDK's Swift module takes about one); warm: seconds.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

SCRATCH=.build-stubs
HELPER=Scripts/apple-check/applecheck.py
SUBJECT=Scripts/apple-check/SelfTestSubject.swift             # SwiftUI client (subject `swiftui`)
UIKIT_SUBJECT=Scripts/apple-check/SelfTestUIKitSubject.swift   # UIKit client (subject `uikit`)
IOS_TARGET=x86_64-apple-ios17.0-simulator
SDK_BUILD_TARGET=x86_64-apple-ios13.0-simulator
PACKAGE_NAME=swift_pull_to_refresh   # what SwiftPM passes as -package-name for this package

SWIFTC=$(command -v swiftc) || { echo "check-apple-code: swiftc not found" >&2; exit 2; }
USR=$(dirname "$(dirname "$(readlink -f "$SWIFTC")")")
RESOURCE_DIR=$USR/lib/swift
HOST_LIB=$RESOURCE_DIR/host
FRONTEND=$USR/bin/swift-frontend
# The caches are keyed on the toolchain: its version line and where it lives.
KEY=$({ "$SWIFTC" --version 2>&1; echo "$USR"; uname -m; } | cksum | cut -d' ' -f1)
PLUGIN_DIR=$SCRATCH/plugins
PLUGIN=$PLUGIN_DIR/libShimMacros.so          # the path Package.swift loads
SDK=$SCRATCH/ios-sdk/$KEY                    # fake iOS SDK, stubs and package modules for iOS

WORK=$(mktemp -d "${TMPDIR:-/tmp}/apple-check.XXXXXX")
MODULE_CACHE=$SCRATCH/module-cache/$KEY   # clang modules (SwiftShims...), reused across runs
trap 'rm -rf "$WORK"' EXIT

FAILED=0
say() { printf '%s\n' "$*"; }
fail() { FAILED=1; }

usage() {
  sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'
}

# The hash of some files' contents (an input stamp for the caches).
stamp_of() { cat "$@" | cksum | cut -d' ' -f1; }

# -----------------------------------------------------------------------------------------------
# The #Preview plugin: a shared library built against the toolchain's own swift-syntax.

build_plugin() {
  local src=Stubs/ShimMacros/ShimMacros.swift
  local dir=$PLUGIN_DIR/$KEY-$(stamp_of "$src")
  if [[ ! -f $dir/libShimMacros.so ]]; then
    mkdir -p "$dir"
    "$SWIFTC" -emit-library -module-name ShimMacros -o "$dir/libShimMacros.so.tmp" "$src" \
      -I "$HOST_LIB" -L "$HOST_LIB" -lSwiftSyntax -lSwiftSyntaxMacros \
      -Xlinker -rpath -Xlinker "$HOST_LIB" -module-cache-path "$ROOT/$MODULE_CACHE" >"$WORK/plugin.log" 2>&1 \
      || { cat "$WORK/plugin.log"; say "plugin: build failed"; exit 1; }
    mv "$dir/libShimMacros.so.tmp" "$dir/libShimMacros.so"
  fi
  if ! cmp -s "$dir/libShimMacros.so" "$PLUGIN"; then
    cp "$dir/libShimMacros.so" "$PLUGIN.tmp" && mv "$PLUGIN.tmp" "$PLUGIN"
  fi
}

# -----------------------------------------------------------------------------------------------
# The fake x86_64-apple-ios-simulator SDK: the toolchain's Linux .swiftinterface files with the
# target rewritten, rebuilt with swift-frontend. Observation comes from its interface too when the
# toolchain ships one, otherwise from Stubs/Availability/Observation.

sdk_module() {  # NAME [extra frontend flags...]
  local name=$1; shift
  local src=$RESOURCE_DIR/linux/$name.swiftmodule/$(uname -m)-unknown-linux-gnu.swiftinterface
  local out=$SDK_TMP/$name.swiftmodule
  mkdir -p "$out"
  # The target, and what an Apple-platform build of these interfaces cannot take: @backDeployed
  # (it needs bodies) and the Glibc import.
  sed -e "s/-target $(uname -m)-unknown-linux-gnu/-target $SDK_BUILD_TARGET/" \
    -e 's/@backDeployed([^)]*)//g' -e '/^import Glibc$/d' "$src" >"$SDK_TMP/$name.swiftinterface"
  "$FRONTEND" -compile-module-from-interface -module-name "$name" "$@" \
    -target "$SDK_BUILD_TARGET" -nostdimport -I "$SDK_TMP" -resource-dir "$RESOURCE_DIR" \
    -module-cache-path "$ROOT/$MODULE_CACHE" \
    -o "$out/x86_64-apple-ios-simulator.swiftmodule" "$SDK_TMP/$name.swiftinterface" \
    >"$SDK_TMP/$name.log" 2>&1 || { cat "$SDK_TMP/$name.log"; return 1; }
}

build_ios_sdk() {
  [[ -f $SDK/sdk/.complete ]] && return 0
  say "availability: building the fake iOS simulator SDK from this toolchain's interfaces (once)..."
  rm -rf "$SDK/sdk.tmp"
  SDK_TMP=$SDK/sdk.tmp
  mkdir -p "$SDK_TMP"
  sdk_module Swift -parse-stdlib
  # Some interfaces use newer types in declarations marked for older OSes; the checks are moot
  # for a module that is only imported.
  sdk_module _Concurrency -parse-stdlib -disable-availability-checking &
  local concurrency=$!
  sdk_module _RegexParser
  wait "$concurrency"
  sdk_module _StringProcessing &
  local strings=$!
  sdk_module SwiftOnoneSupport -parse-stdlib
  wait "$strings"
  local observation=$RESOURCE_DIR/linux/Observation.swiftmodule/$(uname -m)-unknown-linux-gnu.swiftinterface
  if [[ -f $observation && ${PTR_APPLE_OBSERVATION_STANDIN:-0} != 1 ]]; then
    sdk_module Observation
  else
    "$SWIFTC" -emit-module -parse-as-library -module-name Observation -target "$SDK_BUILD_TARGET" \
      -nostdimport -I "$SDK_TMP" -resource-dir "$RESOURCE_DIR" -module-cache-path "$ROOT/$MODULE_CACHE" \
      -emit-module-path "$SDK_TMP/Observation.swiftmodule" Stubs/Availability/Observation/*.swift
  fi
  rm -f "$SDK_TMP"/*.swiftinterface "$SDK_TMP"/*.log
  touch "$SDK_TMP/.complete"
  rm -rf "$SDK/sdk"
  mv "$SDK_TMP" "$SDK/sdk"
}

# swiftc for the iOS simulator against the fake SDK and the modules in DIR.
ios_swiftc() {  # DIR args...
  local dir=$1; shift
  "$SWIFTC" -parse-as-library -swift-version 6 -target "$IOS_TARGET" -nostdimport \
    -I "$dir" -I "$SDK/sdk" -resource-dir "$RESOURCE_DIR" -module-cache-path "$ROOT/$MODULE_CACHE" \
    -load-plugin-library "$PLUGIN" -diagnostic-style llvm "$@"
}

# The stand-ins and stubs for iOS, cached by their sources' stamp.
build_ios_stubs() {
  local files
  files=$(find Stubs/Availability/Foundation Stubs/Accessibility Stubs/UIKit Stubs/SwiftUI \
    -name '*.swift' | sort)
  # shellcheck disable=SC2086
  local dir=$SDK/stubs-$(stamp_of $files "$PLUGIN")
  if [[ ! -f $dir/.complete ]]; then
    rm -rf "$SDK"/stubs-*
    mkdir -p "$dir"
    local module
    for module in Foundation Accessibility UIKit SwiftUI; do
      local path=Stubs/$module
      [[ $module == Foundation ]] && path=Stubs/Availability/Foundation
      ios_swiftc "$dir" -emit-module -module-name "$module" \
        -emit-module-path "$dir/$module.swiftmodule" "$path"/*.swift >"$WORK/ios-$module.log" 2>&1 \
        || { cat "$WORK/ios-$module.log"; say "availability: the $module stand-in does not build for iOS"; return 1; }
    done
    touch "$dir/.complete"
  fi
  IOS_STUBS=$dir
}

# The engine and the UI target for iOS into DIR (the UI module is emitted even with errors, so
# client code can still be checked; its diagnostics go to the log).
build_ios_package() {  # DIR UI-SOURCES-DIR LOG
  local dir=$1 ui=$2 log=$3
  mkdir -p "$dir"
  cp "$IOS_STUBS"/*.swiftmodule "$dir"/
  ios_swiftc "$dir" -emit-module -module-name PullToRefresh -package-name "$PACKAGE_NAME" \
    -enable-upcoming-feature ExistentialAny -emit-module-path "$dir/PullToRefresh.swiftmodule" \
    Sources/PullToRefresh/*.swift >"$log" 2>&1 || return 1
  # The trace replayer and recorder run at the same floor as the engine.
  ios_swiftc "$dir" -emit-module -module-name PullToRefreshTrace -package-name "$PACKAGE_NAME" \
    -enable-upcoming-feature ExistentialAny -emit-module-path "$dir/PullToRefreshTrace.swiftmodule" \
    Sources/PullToRefreshTrace/*.swift >>"$log" 2>&1 || return 1
  # SwiftPM generates `Bundle.module` for targets with resources; stand in for it.
  printf 'import Foundation\nextension Foundation.Bundle { static let module: Bundle = .main }\n' \
    >"$WORK/ResourceBundleAccessor.swift"
  ios_swiftc "$dir" -emit-module -module-name PullToRefreshUI -package-name "$PACKAGE_NAME" \
    -enable-upcoming-feature ExistentialAny -emit-module-path "$dir/PullToRefreshUI.swiftmodule" \
    -Xfrontend -experimental-allow-module-with-compiler-errors \
    "$ui"/*.swift "$WORK/ResourceBundleAccessor.swift" >>"$log" 2>&1 || true
  [[ -f $dir/PullToRefreshUI.swiftmodule ]]
}

# Prints the "is only available in" errors of a log (with their notes); true if there are none.
availability_errors() {  # LOG
  grep -q -E ': error: .*is only available in ' "$1" || return 0
  # Each error with its source line and caret (LLVM diagnostic style).
  awk '/: error: .*is only available in / { print; n = 2; next } n > 0 { print; n-- }' "$1"
  return 1
}

# -----------------------------------------------------------------------------------------------
# The Linux modules for client code: SwiftPM's (pass 2), or built directly (self-test).

linux_swiftc() {  # MODULE-DIR args...
  local dir=$1; shift
  "$SWIFTC" -parse-as-library -swift-version 6 -I "$dir" -module-cache-path "$ROOT/$MODULE_CACHE" \
    -load-plugin-library "$PLUGIN" "$@"
}

check_client_linux() {  # MODULE-DIR FILE -> diagnostics on stdout, status
  linux_swiftc "$1" -emit-sil -o /dev/null -warnings-as-errors -diagnostic-style llvm "$2" 2>&1
}

# -----------------------------------------------------------------------------------------------

run_checks() {
  local clients=("$@") f
  for f in ${clients[@]+"${clients[@]}"}; do
    [[ -f $f ]] || { say "check-apple-code: no such file: $f" >&2; exit 2; }
  done

  build_plugin

  # 1. The UI target against the stubs, through SwiftPM.
  local built=1
  if PTR_APPLE_STUBS=1 swift build --scratch-path "$SCRATCH" --target PullToRefreshUI \
    -Xswiftc -warnings-as-errors >"$WORK/build.log" 2>&1; then
    say "build: PullToRefreshUI against the stubs, Swift 6, warnings as errors: ok"
  else
    built=0
    fail
    # SwiftPM repeats a file's diagnostics for every file of the batch; print each once.
    awk '!seen[$0]++' "$WORK/build.log" | grep -v '^\[[0-9]*/[0-9]*\]' || true
    say "build: PullToRefreshUI against the stubs: FAILED (diagnostics above)"
  fi
  local bin modules
  bin=$(PTR_APPLE_STUBS=1 swift build --scratch-path "$SCRATCH" --show-bin-path)
  modules=$bin/Modules
  [[ -d $modules ]] || modules=$bin

  # 2. Client code.
  local docs=(README.md) md
  for md in Sources/*/Documentation.docc/*.md Docs/*.md; do
    [[ -f $md ]] && docs+=("$md")
  done
  python3 "$HELPER" extract "$WORK/blocks" "${docs[@]}" >"$WORK/blocks.tsv"
  local readme=0 docblocks=0 skipped=0 bad=0 n path line number mode label
  if [[ $built == 1 ]]; then
    while IFS=$'\t' read -r n path line number mode; do
      if [[ $mode == skip ]]; then skipped=$((skipped + 1)); continue; fi
      if [[ $path == README.md ]]; then readme=$((readme + 1)); else docblocks=$((docblocks + 1)); fi
      if ! check_client_linux "$modules" "$WORK/blocks/$n.swift" >"$WORK/blocks/$n.log"; then
        bad=$((bad + 1))
        say "$path:$line (block $number): FAILED"
        cat "$WORK/blocks/$n.log"
      fi
    done <"$WORK/blocks.tsv"
    for f in ${clients[@]+"${clients[@]}"}; do
      if ! check_client_linux "$modules" "$f" >"$WORK/client.log"; then
        bad=$((bad + 1))
        say "$f: FAILED"
        cat "$WORK/client.log"
      fi
    done
    label="client code: $readme README blocks, $docblocks doc blocks, ${#clients[@]} files"
    [[ $skipped -gt 0 ]] && label+=" ($skipped blocks skipped)"
    if [[ $bad == 0 ]]; then say "$label: ok"; else fail; say "$label: $bad FAILED"; fi
  else
    say "client code: skipped (PullToRefreshUI did not build)"
  fi

  # 3. Availability at the iOS 17 floor.
  mkdir -p "$SDK"
  build_ios_sdk
  build_ios_stubs
  local ios=$WORK/ios avail_bad=0
  if ! build_ios_package "$ios" Sources/PullToRefreshUI "$WORK/ios-package.log"; then
    cat "$WORK/ios-package.log"
    fail
    say "availability: the engine or the UI target does not build for iOS (above)"
    return
  fi
  availability_errors "$WORK/ios-package.log" || avail_bad=$((avail_bad + 1))
  local checked=0
  while IFS=$'\t' read -r n path line number mode; do
    [[ $mode == skip ]] && continue
    checked=$((checked + 1))
    ios_swiftc "$ios" -typecheck "$WORK/blocks/$n.swift" >"$WORK/blocks/$n.ios.log" 2>&1 || true
    availability_errors "$WORK/blocks/$n.ios.log" || avail_bad=$((avail_bad + 1))
  done <"$WORK/blocks.tsv"
  for f in ${clients[@]+"${clients[@]}"}; do
    ios_swiftc "$ios" -typecheck "$f" >"$WORK/client.ios.log" 2>&1 || true
    availability_errors "$WORK/client.ios.log" || avail_bad=$((avail_bad + 1))
  done
  label="availability (iOS 17.0): the engine, the traces, Sources/PullToRefreshUI, $checked doc blocks, ${#clients[@]} files"
  if [[ $avail_bad == 0 ]]; then say "$label: ok"; else fail; say "$label: $avail_bad FAILED"; fi
}

# -----------------------------------------------------------------------------------------------
# --self-test: each mutant replaces one exact piece of a subject; every one must be rejected by its
# pass with a diagnostic matching the expected reason, and both unmutated subjects must pass both
# passes.

# subject (swiftui or uikit) | name | pass (linux or ios) | text in the subject | replacement |
# expected reason (an extended regular expression matched against the pass's error lines; it may
# contain `|`, the other fields may not)
MUTANTS=(
  "swiftui|wrong argument label|linux|.overlay(alignment: .top)|.overlay(align: .top)|extra argument 'align'"
  "swiftui|wrong type|linux|.opacity(0.9)|.opacity(\"0.9\")|cannot convert value of type 'String'"
  "swiftui|missing await|linux|_ = await coordinator.refresh()|_ = coordinator.refresh()|is 'async' but is not marked with 'await'"
  "swiftui|main-actor violation (nonisolated func)|linux|    print(text)|    print(text, pulls)|main actor-isolated property 'pulls'"
  "swiftui|main-actor violation (Task.detached)|linux|.task { await refreshNow() }|.task { Task.detached { pulls += 1 } }|main actor-isolated property 'pulls'"
  "swiftui|data race (non-Sendable value sent into Task.detached)|linux|let task = Task.detached { 1 }|let task = Task.detached { counter.value += 1; return 1 }|risks causing data races|non-Sendable"
  "swiftui|iOS 18 API without availability check|ios|if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {|if true {|is only available in iOS 18"
  "swiftui|misspelled modifier|linux|.padding(.horizontal, 16)|.paddding(.horizontal, 16)|has no member 'paddding'"
  "swiftui|wrong closure arity (onScrollPhaseChange)|linux|.onScrollPhaseChange { _, newPhase in|.onScrollPhaseChange { newPhase in|expects 2 arguments, but 1"
  "swiftui|wrong closure arity (onScrollGeometryChange action)|linux|} action: { _, newValue in|} action: { _, newValue, extra in|expects 2 arguments, but 3"
  "uikit|forgotten @MainActor on a UIViewRepresentable's Coordinator|linux|  @MainActor final class Coordinator {|  final class Coordinator {|call to main actor-isolated instance method 'addAction\(_:for:\)'"
  "uikit|data race (non-Sendable helper sent into Task.detached)|linux|    sampler.record(offset)|    Task.detached { [sampler] in sampler.record(offset) }|risks causing data races|non-Sendable|Sendable"
  "uikit|main-actor UIKit state touched from KVO's @Sendable handler|linux|Task { @MainActor in self?.insetChanged(top: top) }|self?.insetChanged(top: top)|main actor-isolated"
  "uikit|iOS 17.5 UIKit API without availability check|ios|if #available(iOS 17.5, *) {|if true {|is only available in iOS 17.5"
  "uikit|iOS 18 UIView.animate(_:changes:) without availability check|ios|if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) {|if true {|is only available in iOS 18"
  "uikit|wrong UIControl.Event (.valueChange)|linux|pullAction, for: .valueChanged)|pullAction, for: .valueChange)|has no member 'valueChange'"
  "uikit|updateUIView without its context: parameter|linux|func updateUIView(_ uiView: UIScrollView, context: Context) {|func updateUIView(_ uiView: UIScrollView) {|does not conform to protocol 'UIViewRepresentable'"
  "uikit|X-axis anchor constrained to a Y-axis anchor|linux|scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor)|scrollView.leadingAnchor.constraint(equalTo: view.topAnchor)|NSLayoutYAxisAnchor"
  "uikit|UIAction handler without its parameter|linux|UIAction { [weak self] _ in self?.refresh() }|UIAction { [weak self] in self?.refresh() }|expects 1 argument"
  "uikit|async closure in a stored property's initial value|linux|PullToRefreshController(action: SelfTestFeedViewController.reload)|PullToRefreshController { try await Task.sleep(for: .milliseconds(10)) }|default argument cannot be both main actor-isolated and nonisolated"
)

self_test() {
  build_plugin
  local t=$WORK/self-test
  mkdir -p "$t/ui" "$t/linux"
  cp Sources/PullToRefreshUI/*.swift "$t/ui/"
  cp "$SUBJECT" "$t/swiftui.swift"
  cp "$UIKIT_SUBJECT" "$t/uikit.swift"

  # Linux modules, built directly from the stubs and copies of the sources.
  local m
  for m in Accessibility UIKit SwiftUI; do
    linux_swiftc "$t/linux" -emit-module -module-name "$m" -emit-module-path "$t/linux/$m.swiftmodule" \
      Stubs/$m/*.swift >"$t/$m.log" 2>&1 || { cat "$t/$m.log"; say "self-test: stub $m does not build"; exit 1; }
  done
  linux_swiftc "$t/linux" -emit-module -module-name PullToRefresh -package-name "$PACKAGE_NAME" \
    -enable-upcoming-feature ExistentialAny -emit-module-path "$t/linux/PullToRefresh.swiftmodule" \
    Sources/PullToRefresh/*.swift >"$t/engine.log" 2>&1 || { cat "$t/engine.log"; exit 1; }
  printf 'import Foundation\nextension Foundation.Bundle { static let module: Bundle = .main }\n' \
    >"$t/ResourceBundleAccessor.swift"
  linux_swiftc "$t/linux" -emit-module -module-name PullToRefreshUI -package-name "$PACKAGE_NAME" \
    -enable-upcoming-feature ExistentialAny -emit-module-path "$t/linux/PullToRefreshUI.swiftmodule" \
    -Xfrontend -experimental-allow-module-with-compiler-errors \
    "$t/ui"/*.swift "$t/ResourceBundleAccessor.swift" >"$t/ui.log" 2>&1 || true
  [[ -f $t/linux/PullToRefreshUI.swiftmodule ]] || { cat "$t/ui.log"; say "self-test: no UI module"; exit 1; }

  # iOS modules.
  mkdir -p "$SDK"
  build_ios_sdk
  build_ios_stubs
  build_ios_package "$t/ios" "$t/ui" "$t/ios-package.log" || { cat "$t/ios-package.log"; exit 1; }

  run_pass() {  # PASS FILE LOG -> status 0 if the pass accepts FILE
    case $1 in
      linux) check_client_linux "$t/linux" "$2" >"$3" ;;
      ios)
        ios_swiftc "$t/ios" -typecheck "$2" >"$3" 2>&1 || true
        availability_errors "$3" >/dev/null
        ;;
    esac
  }

  local ok=1 subject
  for subject in swiftui uikit; do
    if run_pass linux "$t/$subject.swift" "$t/control-$subject-linux.log" \
      && run_pass ios "$t/$subject.swift" "$t/control-$subject-ios.log"; then
      say "control: the unmutated $subject subject passes both passes"
    else
      ok=0
      cat "$t/control-$subject-linux.log" "$t/control-$subject-ios.log"
      say "control: FAILED (the unmutated $subject subject is rejected)"
    fi
  done

  local entry name pass old new expect i=0 caught=0 why
  for entry in "${MUTANTS[@]}"; do
    IFS='|' read -r subject name pass old new expect <<<"$entry"
    i=$((i + 1))
    python3 "$HELPER" mutate "$t/$subject.swift" "$t/mutant$i.swift" "$old" "$new"
    if run_pass "$pass" "$t/mutant$i.swift" "$t/mutant$i.log"; then
      ok=0
      say "MISSED: $subject: $name"
      continue
    fi
    # The first diagnostic shows; the expected reason must be among the errors (with warnings as
    # errors, every diagnostic of the Linux pass is an error).
    why=$(grep -m1 -E '(error|warning): ' "$t/mutant$i.log" | sed -E 's/^.*(error|warning): //' || true)
    if grep -E ': error: ' "$t/mutant$i.log" | grep -q -E -- "$expect"; then
      caught=$((caught + 1))
      say "caught: $subject: $name  [$why]"
    else
      ok=0
      say "WRONG REASON: $subject: $name  [$why]; expected /$expect/"
      grep -E ': error: ' "$t/mutant$i.log" | sed 's/^/    /' | head -5
    fi
  done
  say "self-test: $caught of ${#MUTANTS[@]} mutants caught for the expected reason"
  [[ $ok == 1 && $caught == "${#MUTANTS[@]}" ]]
}

# -----------------------------------------------------------------------------------------------

case ${1:-} in
  -h | --help) usage; exit 0 ;;
  --plugin-only) build_plugin; exit 0 ;;  # for Scripts/build-docs.sh
  --self-test)
    if self_test; then say "self-test: ok"; exit 0; else say "self-test: FAILED"; exit 1; fi
    ;;
esac

run_checks "$@"
if [[ $FAILED == 0 ]]; then
  say "check-apple-code: all passes ok"
else
  say "check-apple-code: FAILED"
  exit 1
fi
