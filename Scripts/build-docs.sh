#!/usr/bin/env bash
# Builds the DocC documentation of the package and fails on any warning.
#
#   Scripts/build-docs.sh [OUTPUT-DIR]   archives in OUTPUT-DIR (default .build-docs/archives):
#                                        PullToRefresh.doccarchive, PullToRefreshUI.doccarchive
#
# The engine's symbol graph comes from a plain `swift build`; the SwiftUI/UIKit front end's from
# the Linux-only build against the declaration stubs (see AppleCheck/check-apple-code.sh), since
# SwiftUI does not exist here. `docc convert --warnings-as-errors` then builds each catalog.
# To browse: `docc preview Sources/PullToRefresh/Documentation.docc --additional-symbol-graph-dir
# .build-docs/symbol-graphs/PullToRefresh`.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

OUT=${1:-.build-docs/archives}
GRAPHS=.build-docs/symbol-graphs
DOCC=$(command -v docc) || { echo "build-docs: docc not found (it ships with the toolchain)" >&2; exit 2; }
# Each build writes the graphs of the modules it compiles into its own directory. An incremental
# build may skip a module whose dependency changed only in a doc comment and leave stale graphs,
# so each build starts from scratch (about 20 s in all).
rm -rf "$GRAPHS/PullToRefresh" "$GRAPHS/PullToRefreshUI" "$OUT"
mkdir -p "$GRAPHS/PullToRefresh" "$GRAPHS/PullToRefreshUI" "$GRAPHS/engine" "$GRAPHS/ui" "$OUT"

symbol_flags() {  # DIR
  echo -Xswiftc -emit-symbol-graph -Xswiftc -emit-extension-block-symbols \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$ROOT/$1"
}
# The engine's door for front ends (`@_spi(FrontEnd)`) is documented with the rest.
spi_flags="-Xswiftc -include-spi-symbols"

echo "build-docs: symbol graphs of the engine"
rm -rf .build-docs/engine
# shellcheck disable=SC2046
swift build --scratch-path .build-docs/engine --target PullToRefresh \
  $(symbol_flags "$GRAPHS/engine") $spi_flags >"$GRAPHS/engine.log" 2>&1 \
  || { cat "$GRAPHS/engine.log"; exit 1; }
cp "$GRAPHS"/engine/PullToRefresh.symbols.json "$GRAPHS/PullToRefresh/"

echo "build-docs: symbol graphs of the SwiftUI/UIKit front end (against the stubs)"
AppleCheck/check-apple-code.sh --plugin-only
rm -rf .build-docs/ui
# shellcheck disable=SC2046
PTR_APPLE_STUBS=1 swift build --scratch-path .build-docs/ui --target PullToRefreshUI \
  $(symbol_flags "$GRAPHS/ui") >"$GRAPHS/ui.log" 2>&1 || { cat "$GRAPHS/ui.log"; exit 1; }
cp "$GRAPHS"/ui/PullToRefreshUI*.symbols.json "$GRAPHS/PullToRefreshUI/"

status=0
for module in PullToRefresh PullToRefreshUI; do
  if "$DOCC" convert "Sources/$module/Documentation.docc" \
    --additional-symbol-graph-dir "$GRAPHS/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "swift-pull-to-refresh.$module" \
    --output-dir "$OUT/$module.doccarchive" --warnings-as-errors >"$GRAPHS/$module.docc.log" 2>&1
  then
    echo "build-docs: $module: no warnings ($OUT/$module.doccarchive)"
  else
    status=1
    cat "$GRAPHS/$module.docc.log"
    echo "build-docs: $module: FAILED (warnings or errors above)"
  fi
done
exit $status
