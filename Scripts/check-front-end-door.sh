#!/usr/bin/env bash
# Checks the engine's door for front ends, `@_spi(FrontEnd)`:
#
# 1. The engine's declarations, counted as the architecture review counts them (a line whose
#    declaration begins `public` or `package`, after its attributes; enum cases not counted): at
#    most 99 public outside the door and at most 20 declarations marked `@_spi(FrontEnd)`. The
#    public members of a type in the door are reached only through it: they are listed with it,
#    and not counted as public.
#
#    The limits are a design to argue against, not a ratchet: each raise names what it admits.
#    80 before the refresh policy (issue 25); 16 for the policy (issue 26: `RefreshPolicy` and
#    its 9 members, `RefreshConfiguration.policy`, the coordinator's `isVisible`, `isActive`,
#    `isOnline`, `isStale` and `contentUpdated(ago:)`); 3 for content states (issue 31:
#    `ContentPhase`, the coordinator's `itemCount` and `contentPhase`; `RequestSource.retry` and
#    `Event.contentPhaseChanged` are cases). Issue 30 replaced the door's `hostAttached()` with
#    `hostAppeared()` and kept the door at 20. Issue 32 (the top end), whose names the issue
#    fixes: 7 public (`RefreshConfiguration.loadPreviousDistance`, the coordinator's
#    `loadPreviousAction`, `loadPreviousPhase`, `loadPrevious(source:)`, `cancelLoadPrevious()`,
#    `resetLoadPrevious(hasMore:)` and `rowsAddedAbove(_:)`; `RefreshAnnouncement` and `Event`
#    gained cases only) and 3 in the door, the footer's twins (`requestLoadPrevious(source:)`,
#    `loadPreviousDistance`, `timeSinceLoadPreviousStarted()`). `viewportChanged(_:)` and
#    `contentChanged(_:)` stay: no Apple front end calls them (`scrolled(_:)` with a sample
#    covers both), but a front end that drives the coordinator with bare numbers (the README's
#    game, a custom view) has no sample. Candidates to leave next: `requestLoadMore(source:)` and
#    `requestLoadPrevious(source:)` (a `Task` around the async request does the same).
# 2. The SwiftUI and UIKit front end and its support target compile against the engine as an
#    outside package would (PTR_FRONT_END_DOOR=1, see Package.swift): the public API and the door
#    alone, no `package` declaration. PullToRefreshUI is built against the Apple stubs
#    (PTR_APPLE_STUBS=1, as AppleCheck/check-apple-code.sh builds it), in its own scratch path.
#
# usage: Scripts/check-front-end-door.sh [--count]   (--count: the counts only, no build)
set -euo pipefail
cd "$(dirname "$0")/.."

max_public=106
max_door=23

python3 - "$max_public" "$max_door" Sources/PullToRefresh <<'PYTHON'
import pathlib, re, sys

max_public, max_door, root = int(sys.argv[1]), int(sys.argv[2]), pathlib.Path(sys.argv[3])
declaration = re.compile(r"^\s*(@[\w()]+\s+)*(public|package)\b")
opens_type = re.compile(r"\b(struct|class|enum|actor|extension|protocol)\b[^{]*\{")
public, door, members, package = [], [], [], []
for path in sorted(root.rglob("*.swift")):
    # One entry per open brace: whether it opened a type or extension in the door.
    scopes = []
    for number, line in enumerate(path.read_text().splitlines(), 1):
        code = re.sub(r'"(\\.|[^"\\])*"', '""', line.split("//")[0])
        where = f"{path.relative_to(root)}:{number}: {line.strip()}"
        match = declaration.match(code)
        if match:
            if "@_spi(FrontEnd)" in code:
                door.append(where)
            elif match.group(2) == "package":
                package.append(where)
            elif any(scopes):
                members.append(where)
            else:
                public.append(where)
        # The first brace of a door type's declaration opens the door's scope.
        in_door = "@_spi(FrontEnd)" in code and bool(opens_type.search(code))
        for character in code:
            if character == "{":
                scopes.append(in_door)
                in_door = False
            elif character == "}" and scopes:
                scopes.pop()
print("The engine's door, @_spi(FrontEnd):")
for entry in door:
    print("  " + entry)
print("Public members of the door's types, reached only through it:")
for entry in members:
    print("  " + entry)
print(
    f"check-front-end-door: {len(public)} public (at most {max_public}), {len(door)} in the door"
    f" (at most {max_door}) and {len(members)} members of its types, {len(package)} package"
)
if len(public) > max_public or len(door) > max_door:
    print("check-front-end-door: over the limit", file=sys.stderr)
    sys.exit(1)
PYTHON

[[ ${1:-} == --count ]] && exit 0

echo "check-front-end-door: the front end against the door alone (the Apple stubs)"
AppleCheck/check-apple-code.sh --plugin-only
log=.build-door/build.log
mkdir -p .build-door
if PTR_APPLE_STUBS=1 PTR_FRONT_END_DOOR=1 swift build --scratch-path .build-door \
  --target PullToRefreshUI -Xswiftc -warnings-as-errors >"$log" 2>&1; then
  echo "check-front-end-door: PullToRefreshUI and PullToRefreshFrontEndRules use the door alone"
else
  grep -E "error|warning" "$log" | head -40 >&2
  echo "check-front-end-door: the front end reaches past the door (full log: $log)" >&2
  exit 1
fi
