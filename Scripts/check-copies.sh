#!/usr/bin/env bash
# The files the root package and its client package Examples/pullwatch share as copies (a
# client package cannot reach the root's test support), compared below their two header lines,
# which say which is the source. Exit 1 naming the first pair that differs.
set -euo pipefail
cd "$(dirname "$0")/.."

copies=(
  Fuzz/Checks/FuzzInput.swift
  Fuzz/Checks/FuzzRunner.swift
  Tests/TestSupport/SplitMix64.swift
)
status=0
for source in "${copies[@]}"; do
  copy="Examples/pullwatch/$source"
  if ! cmp -s <(tail -n +3 "$source") <(tail -n +3 "$copy"); then
    echo "check-copies: $copy differs from $source (change $source, then copy it)" >&2
    diff <(tail -n +3 "$source") <(tail -n +3 "$copy") >&2 || true
    status=1
  fi
done
if ((status == 0)); then echo "check-copies: ${#copies[@]} copies equal their sources"; fi
exit "$status"
