#!/usr/bin/env bash
# This package's suite under the thread and address sanitizers (the repository's
# Scripts/test-sanitizers.sh, run on this package), then pullwatch built with the address
# sanitizer started in a real terminal.
#
# usage: Scripts/test-sanitizers.sh [thread] [address]     (default: both; needs tmux)
set -euo pipefail
cd "$(dirname "$0")/.."

kinds=("$@")
((${#kinds[@]})) || kinds=(thread address)
../../Scripts/test-sanitizers.sh --package-path "$PWD" "${kinds[@]}"

# pullwatch built with the address sanitizer starts in a real terminal (tmux), draws a command's
# output and quits with 0 on `q`, with nothing reported: it once aborted at start, writing past
# the saved terminal settings.
pullwatch_runs_clean() {
  command -v tmux >/dev/null || { echo "test-sanitizers: pullwatch needs tmux" >&2; return 1; }
  local dir session="ptr-asan-$$" status
  dir=$(mktemp -d)
  # The sanitizer's settings are the suite's (Scripts/test-sanitizers.sh), on the command line,
  # since a tmux server that is already running would not pass this shell's environment on.
  tmux new-session -d -s "$session" -x 80 -y 24 \
    "ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 \
    LSAN_OPTIONS=suppressions=$PWD/../../Scripts/lsan-suppressions.txt:print_suppressions=0 \
    SWIFT_BACKTRACE=enable=no $PWD/.build-asan/debug/pullwatch -- echo sanitized 2>$dir/err; \
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
  [[ $kind != address ]] || pullwatch_runs_clean
done
