#!/usr/bin/env bash
# The terminal's fuzzers (input, screen, geometry): the repository's Scripts/fuzz.sh, run on this
# package. usage: Scripts/fuzz.sh [--seconds N] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
exec ../../Scripts/fuzz.sh --package-path . "$@"
