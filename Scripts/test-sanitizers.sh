#!/usr/bin/env bash
# Runs the test suite under the thread sanitizer and under the address sanitizer, leak detection
# on; each in its own scratch path, so the ordinary build stays as it is.
#
# usage: Scripts/test-sanitizers.sh [thread] [address]     (default: both)
#
# Leaks: only the toolchain's own allocations are suppressed, each with its reason, in
# Scripts/lsan-suppressions.txt.
#
# Skipped: the seven exit tests of RefreshConfigurationTests (`plainInitializerStopsFor…`,
# `…MessageNamesTheParameter`, `…AcceptsBoundaryValues`: a trap or a clean exit, checked in a
# child process). Swift Testing waits for its exit-test children with waitid(P_ALL, WNOWAIT)
# and retries while the first zombie child is not one of its own; the sanitizer's llvm-symbolizer,
# which the runtime starts as a child of the test process to symbolize a stack, is such a zombie
# once it exits, and the waiter then spins forever (seen: a run stuck at 100% CPU for ten minutes
# with a defunct llvm-symbolizer). The exit tests run in the ordinary `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."

kinds=("$@")
((${#kinds[@]})) || kinds=(thread address)
skip='plainInitializer(StopsFor|MessageNamesTheParameter|AcceptsBoundaryValues)'
# The linker warns about every sanitizer-runtime symbol it cannot export; nothing to act on.
quiet() { grep -v "Cannot export local symbol" || true; }

# pullwatch built with the address sanitizer starts in a real terminal (tmux), draws a command's
# output and quits with 0 on `q`, with nothing reported: it once aborted at start, writing past
# the saved terminal settings.
pullwatch_runs_clean() {
  command -v tmux >/dev/null || { echo "test-sanitizers: pullwatch needs tmux" >&2; return 1; }
  local dir session="ptr-asan-$$" status
  dir=$(mktemp -d)
  tmux new-session -d -s "$session" -x 80 -y 24 \
    "SWIFT_BACKTRACE=enable=no .build-asan/debug/pullwatch -- echo sanitized 2>$dir/err; \
    echo \$? >$dir/status"
  for _ in $(seq 150); do
    tmux capture-pane -p -t "$session" 2>/dev/null | grep -q sanitized && break
    sleep 0.2
  done
  tmux send-keys -t "$session" q 2>/dev/null || true
  for _ in $(seq 150); do [[ -s $dir/status ]] && break; sleep 0.2; done
  tmux kill-session -t "$session" 2>/dev/null || true
  status=$(cat "$dir/status" 2>/dev/null || echo "none (it did not end)")
  if [[ $status != 0 ]] || grep -q "Sanitizer" "$dir/err"; then
    echo "pullwatch under the address sanitizer: exit status $status" >&2
    head -40 "$dir/err" >&2
    return 1
  fi
  echo "pullwatch under the address sanitizer: started, drew the output, quit with 0"
}

for kind in "${kinds[@]}"; do
  case "$kind" in
    thread)
      printf '\n== tests under the thread sanitizer\n'
      TSAN_OPTIONS="halt_on_error=1" \
        swift test --sanitize=thread --scratch-path .build-tsan --skip "$skip" 2>&1 | quiet
      ;;
    address)
      printf '\n== tests under the address sanitizer, leak detection on\n'
      export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1"
      export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=0"
      swift test --sanitize=address --scratch-path .build-asan --skip "$skip" 2>&1 | quiet
      pullwatch_runs_clean
      ;;
    *) echo "test-sanitizers: unknown sanitizer '$kind' (thread or address)" >&2; exit 2 ;;
  esac
done
