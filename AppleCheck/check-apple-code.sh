#!/usr/bin/env bash
# Compile-checks the package's Apple code (SwiftUI / UIKit front ends) on Linux, against the
# declaration stubs in AppleCheck/Stubs/ (SwiftUI, UIKit, Accessibility, the #Preview plugin),
# which follow the oldest SDK the package supports (swift-tools-version 6.0: Xcode 16, the iOS 18
# SDK family). Everything the check is (this script, its helper, the stubs, the self-test's
# subjects) lives in AppleCheck/: see AppleCheck/README.md.
#
#   AppleCheck/check-apple-code.sh [--platforms LIST] [CLIENT.swift ...]
#                                  [--main-actor-default APP.swift ...]
#                                                    the passes below; exit 0 only if all pass.
#                                                    Files after --main-actor-default are code
#                                                    of a new Xcode 26 app and are checked in
#                                                    that mode only (pass 2b and the platform
#                                                    passes), like MainActorDefaultClient.swift.
#                                                    A CLIENT file may import PullToRefreshUI,
#                                                    PullToRefresh, PullToRefreshTrace,
#                                                    PullToRefreshTesting, SwiftUI, UIKit, Network
#                                                    and (a test file) Testing.
#                                                    Its platforms: a line of its own
#                                                    `// apple-check: platforms iOS, visionOS`
#                                                    checks it on those only; --platforms
#                                                    ios,visionos does that for the files after
#                                                    it that name none; otherwise every platform
#                                                    (UIKit importers: iOS and visionOS). A name
#                                                    with a version (`platforms macOS 15, iOS
#                                                    17`) checks it at that deployment target
#                                                    instead of the package's floor (not below it)
#   AppleCheck/check-apple-code.sh --self-test       injects known mistakes into a SwiftUI, a
#                                                    UIKit and a test client and an engine
#                                                    stand-in; fails unless each is caught by
#                                                    its pass for its expected reason
#   AppleCheck/check-apple-code.sh --help
#
# 1. build         PTR_APPLE_STUBS=1 swift build --target PullToRefreshUI -Xswiftc -warnings-as-errors
#                  (scratch path .build-stubs; Package.swift's Linux-only block adds the stubs),
#                  then --target PullToRefreshTrace and --target Network, for client code.
# 2. client code   every ```swift block of README.md, Sources/*/Documentation.docc/*.md and
#                  Docs/*.md (one file per block, `import SwiftUI` / `import PullToRefreshUI` added
#                  when missing), each CLIENT.swift, and every example app target (the .swift files
#                  of Examples/<Package>/Sources/<Target>/ together, as one module; a target
#                  without sources is skipped, and a package whose manifest does not name
#                  "PullToRefreshUI", as the terminal's Examples/pullwatch), through `swiftc -emit-sil` in Swift 6 mode with
#                  warnings as errors, against the modules of step 1. A block preceded by the line
#                  `<!-- apple-check: skip -->` is skipped (and counted). The package's availability
#                  macros are not defined for client code (an app cannot use them). The first
#                  "cannot find ... in scope" / "has no member" / "no such module" / "unknown
#                  attribute" (a property wrapper) error of a file,
#                  or a call's "takes no arguments" / "extra argument" / "incorrect argument
#                  label" / "missing argument" / "no exact matches" error, is followed by a hint:
#                  the name or that form of the call may be one the stubs lack (in every pass).
# 2b. main-actor   the same client code again (blocks, CLIENT files, example targets), plus
#     default      AppleCheck/SelfTest/MainActorDefaultClient.swift and the --main-actor-default
#                  files, as code of an app made from Xcode 26's new-project template, which sets
#                  SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor and SWIFT_APPROACHABLE_CONCURRENCY =
#                  YES: the same swiftc -emit-sil with `-default-isolation MainActor
#                  -enable-upcoming-feature NonisolatedNonsendingByDefault -enable-upcoming-feature
#                  InferIsolatedConformances` (the two features Approachable Concurrency adds to
#                  Swift 6 mode). Every unannotated declaration of the client is then main-actor
#                  isolated and its conformances may be isolated ones. MainActorDefaultClient.swift
#                  holds a custom PullToRefreshStyle, models without annotations refreshed by
#                  `.pullToRefresh { await model.reload() }`, and a RefreshCoordinator in @State;
#                  it does not compile in plain Swift 6 (the unannotated model is not Sendable).
# 3. availability  one pass per platform and floor that Package.swift declares (iOS 17, macOS 14,
#                  tvOS 17, watchOS 10, visionOS 1; targets x86_64-apple-ios17.0-simulator,
#                  -macosx14.0, -tvos17.0-simulator, -watchos10.0-simulator, -xros1.0-simulator):
#                  the engine, the clock and trace modules (same floor), the UI target, then the
#                  client code of pass 2 (each file on its platforms, at the deployment target its
#                  platforms line names, if any), type-checked for that
#                  platform at its floor against a fake SDK rebuilt from this toolchain's own
#                  .swiftinterface files, swift-testing's Testing included, its exit tests made
#                  unavailable except on macOS as swift-testing builds them (cached in
#                  .build-stubs/apple-sdks/, keyed on the toolchain; visionOS's has the iOS ->
#                  visionOS version map of Xcode 16's SDKSettings.json) and the stubs built for that
#                  platform (no UIKit on macOS, but a tiny AppKit stand-in,
#                  AppleCheck/Stubs/Availability/AppKit, for example apps' `#if os(macOS)` code;
#                  Dispatch and Foundation stand-ins everywhere; the Network stub). ANY error
#                  fails the pass: an API used beyond its platform's availability ("is only
#                  available in"), one marked unavailable there ("is unavailable in"), or anything
#                  the stubs and the stand-ins (AppleCheck/Stubs/Availability) lack. The UI
#                  target's warnings for that platform are shown without failing the pass.
#                  `#if os(...)` branches are checked by their platform's pass only. Client code that imports UIKit outside
#                  `#if` is checked for iOS and visionOS only (where the package's UIKit front end
#                  exists), AppKit code for macOS only; WatchKit code is not checked (no stand-in).
#                  An example package is checked for the platforms its Package.swift lists (all five
#                  if it lists none), each at the higher of its floor and the package's. The UI
#                  target gets the availability macros Package.swift defines
#                  (`AvailabilityMacro=PullToRefreshUI 1.0:...`), read from the manifest.
# 4. names         the top-level names PullToRefreshUI exports on each platform, its own and those
#                  of the modules it re-exports (`@_exported import PullToRefresh`), read from the
#                  modules of pass 3 by swift-symbolgraph-extract, must not be top-level names of
#                  SwiftUI or SwiftUICore (AppleCheck/sdk-names/, from the iOS 18 SDK): an
#                  app imports both, and a name in both is ambiguous there. Each collision is
#                  printed with the module that declares it.
#
# --self-test injects 56 mistakes, one at a time, into two small correct clients
# (AppleCheck/SelfTest/: SwiftUISubject.swift for SwiftUI, UIKitSubject.swift for UIKit), the
# main-actor-default client (MainActorDefaultClient.swift), a Swift Testing file
# (TestingSubject.swift), a macOS 15 app's file (MacAppSubject.swift, `// apple-check: platforms
# macOS 15`) and an engine stand-in (EngineSubject.swift, re-exported by a one-line UI
# module): 28 for pass 2, 3 for pass 2b (two that plain Swift 6 accepts, which
# the self-test verifies against pass 2: an app's Equatable conformance and an unannotated helper
# class used in nonisolated code; and @concurrent on the unannotated model's reload), 23 for the
# platform passes (at least three each for iOS, macOS, tvOS, watchOS and visionOS: an API the SDK
# marks unavailable there, or newer than the floor, used without a guard, including a visionOS
# protocol witness by an unavailable UIViewController method, an exit test on iOS, an iOS 26 API,
# and the macOS 15 app's file without its deployment target or with one below the floor) and 2
# for the names pass. The unmutated SwiftUI and UIKit subjects must pass 2 and 2b, the
# main-actor-default one 2b, the test file pass 2, the macOS app's file 2 and 2b, and each its
# platform passes (in its mode, at its declared deployment target).
#
# Needs only the Swift toolchain, python3, coreutils and flock; no network. The fake SDKs and the
# platform passes run in parallel (as many compilers at a time as there are cores;
# APPLE_CHECK_JOBS=N to change it). On 2 shared cores beside other builds and tests (load average
# 2-9, 2026-12-07): cold 12 minutes (building the five fake SDKs' Swift and Testing modules is
# most of it), warm 45-80 s (5 client files: 62 s), after a stub change about 2.5 minutes; the
# self-test, warm, 56-63 s.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

SCRATCH=.build-stubs
HERE=AppleCheck                           # this script's folder, from the package root
HELPER=$HERE/applecheck.py
STUBS=$HERE/Stubs                         # the declaration stubs and the stand-ins
SUBJECT=$HERE/SelfTest/SwiftUISubject.swift          # SwiftUI client (subject `swiftui`)
UIKIT_SUBJECT=$HERE/SelfTest/UIKitSubject.swift      # UIKit client (subject `uikit`)
ENGINE_SUBJECT=$HERE/SelfTest/EngineSubject.swift    # engine stand-in (subject `engine`)
TESTING_SUBJECT=$HERE/SelfTest/TestingSubject.swift  # a test file (subject `testing`)
MACAPP_SUBJECT=$HERE/SelfTest/MacAppSubject.swift    # a macOS 15 app's file (subject `macapp`)
# Code of a new Xcode 26 app (subject `appclient`), checked by every run in that mode only.
APP_CLIENT=$HERE/SelfTest/MainActorDefaultClient.swift
# What a new app project of Xcode 26 builds with: SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor
# (SE-0466) and SWIFT_APPROACHABLE_CONCURRENCY = YES, whose upcoming features not already on in
# Swift 6 mode are NonisolatedNonsendingByDefault (SE-0461) and InferIsolatedConformances
# (SE-0470). Spelled as `swiftc --help` lists them (`-default-isolation MainActor|nonisolated`,
# `-enable-upcoming-feature <value>`); both feature names are in `swiftc -print-supported-features`.
MAIN_ACTOR_DEFAULT=(-default-isolation MainActor
  -enable-upcoming-feature NonisolatedNonsendingByDefault
  -enable-upcoming-feature InferIsolatedConformances)
SDK_NAMES=$HERE/sdk-names   # top-level names of SwiftUI and SwiftUICore (iOS 18 SDK)
EXAMPLES=Examples
PACKAGE_NAME=swift_pull_to_refresh   # what SwiftPM passes as -package-name for this package

SWIFTC=$(command -v swiftc) || { echo "check-apple-code: swiftc not found" >&2; exit 2; }
USR=$(dirname "$(dirname "$(readlink -f "$SWIFTC")")")
RESOURCE_DIR=$USR/lib/swift
HOST_LIB=$RESOURCE_DIR/host
FRONTEND=$USR/bin/swift-frontend
SYMBOLGRAPH=$USR/bin/swift-symbolgraph-extract
DEMANGLE=$USR/bin/swift-demangle
# The caches are keyed on the toolchain (its version line and where it lives) and on the fake
# SDK's layout (which modules it holds: bump SDK_LAYOUT when build_sdk changes).
SDK_LAYOUT=2   # 2: swift-testing's Testing module added
KEY=$({ "$SWIFTC" --version 2>&1; echo "$USR"; uname -m; echo "sdk layout $SDK_LAYOUT"; } \
  | cksum | cut -d' ' -f1)
PLUGIN_DIR=$SCRATCH/plugins
PLUGIN=$PLUGIN_DIR/libShimMacros.so          # the path Package.swift loads
SDKS=$SCRATCH/apple-sdks/$KEY                # per platform: sdk/ (Swift modules), stubs-*/, engine-*/
MODULE_CACHE=$SCRATCH/module-cache/$KEY      # clang modules (SwiftShims...), reused across runs
JOBS=${APPLE_CHECK_JOBS:-$(nproc 2>/dev/null || echo 2)}

# The platforms. Floors come from Package.swift; the fake SDK's own modules are built for the
# oldest deployment target their interfaces accept. Stand-in modules per platform: no UIKit on
# macOS. watchOS gets UIKit: its SDK ships UIKit.framework (canImport(UIKit) is true there, which
# is why the package's UIKit code also says !os(watchOS)), and the iOS 18 SDK's UIKit headers mark
# what watchOS lacks API_UNAVAILABLE(watchos), which the stub repeats.
ALL_PLATFORMS=(ios macos tvos watchos visionos)
declare -A LABEL=([ios]=iOS [macos]=macOS [tvos]=tvOS [watchos]=watchOS [visionos]=visionOS)
declare -A TRIPLE=([ios]=x86_64-apple-ios [macos]=x86_64-apple-macosx [tvos]=x86_64-apple-tvos
  [watchos]=x86_64-apple-watchos [visionos]=x86_64-apple-xros)
declare -A VARIANT=([ios]=-simulator [macos]= [tvos]=-simulator [watchos]=-simulator
  [visionos]=-simulator)
declare -A MODULE_TRIPLE=([ios]=x86_64-apple-ios-simulator [macos]=x86_64-apple-macos
  [tvos]=x86_64-apple-tvos-simulator [watchos]=x86_64-apple-watchos-simulator
  [visionos]=x86_64-apple-xros-simulator)
declare -A SDK_MIN=([ios]=13.0 [macos]=10.15 [tvos]=13.0 [watchos]=6.0 [visionos]=1.0)
# In build order: Dispatch before Foundation (which re-exports it, as on Apple platforms), Network
# (AppleCheck/Stubs/Network, which Linux builds too) last.
declare -A STANDINS=([ios]="Dispatch Foundation Accessibility UIKit SwiftUI Network"
  [macos]="Dispatch Foundation Accessibility AppKit SwiftUI Network"
  [tvos]="Dispatch Foundation Accessibility UIKit SwiftUI Network"
  [watchos]="Dispatch Foundation Accessibility UIKit SwiftUI Network"
  [visionos]="Dispatch Foundation Accessibility UIKit SwiftUI Network")
declare -A FLOOR=()
PLATFORMS=()
while IFS=$'\t' read -r id version; do
  FLOOR[$id]=$version
  PLATFORMS+=("$id")
done < <(python3 "$HELPER" floors Package.swift)
[[ ${#PLATFORMS[@]} -gt 0 ]] || { echo "check-apple-code: no platforms in Package.swift" >&2; exit 2; }

# The availability macros Package.swift defines (`@available(PullToRefreshUI 1.0, *)` in the UI
# target), passed to every compilation of the UI target this script makes itself, spelled as SwiftPM
# passes them. Client code does not get them: an app cannot use a package's macros.
UI_AVAILABILITY=()
while IFS= read -r definition; do
  UI_AVAILABILITY+=(-enable-experimental-feature "AvailabilityMacro=$definition")
done < <(python3 "$HELPER" availability Package.swift)

target_of() { echo "${TRIPLE[$1]}${2:-${FLOOR[$1]}}${VARIANT[$1]}"; }  # PLATFORM [VERSION]

WORK=$(mktemp -d "${TMPDIR:-/tmp}/apple-check.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

FAILED=0
MAD_FILES=()   # files checked as main-actor-default app code only (run_checks sets it)
declare -A CLIENT_PLATFORMS=()   # client file -> the platforms it is checked on (run_checks)
declare -A CLIENT_VERSIONS=()    # client file -> its declared deployment targets (ios=17.0,...), or -
say() { printf '%s\n' "$*"; }
fail() { FAILED=1; }

usage() {
  sed -n '2,/^set -euo pipefail$/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
}

# The hash of some files' contents (an input stamp for the caches).
stamp_of() { cat "$@" | cksum | cut -d' ' -f1; }

# At most JOBS compilers at a time, across all background jobs: a pipe holding one token per job.
mkfifo "$WORK/tokens"
exec 9<>"$WORK/tokens"
rm "$WORK/tokens"
for ((i = 0; i < JOBS; i++)); do printf x >&9; done
limited() {  # COMMAND... (runs it holding a token; its status)
  local token rc=0
  read -r -n 1 -u 9 token
  "$@" || rc=$?
  printf x >&9
  return $rc
}

# -----------------------------------------------------------------------------------------------
# The #Preview plugin: a shared library built against the toolchain's own swift-syntax.

build_plugin() {
  local src=$STUBS/ShimMacros/ShimMacros.swift
  local dir
  dir=$PLUGIN_DIR/$KEY-$(stamp_of "$src")
  if [[ ! -f $dir/libShimMacros.so ]]; then
    mkdir -p "$dir"
    # Temporary names of this process's own (`$$`), so that a check running at the same time
    # in this folder never sees a half-written library; `mv` replaces the file atomically.
    "$SWIFTC" -emit-library -module-name ShimMacros -o "$dir/libShimMacros.so.tmp.$$" "$src" \
      -I "$HOST_LIB" -L "$HOST_LIB" -lSwiftSyntax -lSwiftSyntaxMacros \
      -Xlinker -rpath -Xlinker "$HOST_LIB" -module-cache-path "$ROOT/$MODULE_CACHE" >"$WORK/plugin.log" 2>&1 \
      || { cat "$WORK/plugin.log"; say "plugin: build failed"; exit 1; }
    mv "$dir/libShimMacros.so.tmp.$$" "$dir/libShimMacros.so"
  fi
  if ! cmp -s "$dir/libShimMacros.so" "$PLUGIN"; then
    cp "$dir/libShimMacros.so" "$PLUGIN.tmp.$$" && mv "$PLUGIN.tmp.$$" "$PLUGIN"
  fi
}

# -----------------------------------------------------------------------------------------------
# One fake SDK per platform: the toolchain's Linux .swiftinterface files with the target rewritten,
# rebuilt with swift-frontend. Observation comes from its interface too when the toolchain ships
# one, otherwise from AppleCheck/Stubs/Availability/Observation.

sdk_module() {  # PLATFORM DIR NAME [extra frontend flags...]
  local p=$1 dir=$2 name=$3
  shift 3
  local src=$RESOURCE_DIR/linux/$name.swiftmodule/$(uname -m)-unknown-linux-gnu.swiftinterface
  local build
  build=$(target_of "$p" "${SDK_MIN[$p]}")
  mkdir -p "$dir/$name.swiftmodule"
  # The target, and what an Apple-platform build of these interfaces cannot take: @backDeployed
  # (it needs bodies) and the Glibc import.
  # swift-testing builds for iOS, tvOS, watchOS and visionOS with SWT_NO_EXIT_TESTS, which marks
  # the exit-test API `@available(*, unavailable, message: "Exit tests are not available on this
  # platform.")` (Sources/Testing/ExitTests/ExitTest.swift and Expectations/Expectation+Macro.swift
  # in swiftlang/swift-testing); the Linux interface has it available, so the fake SDK adds that to
  # the two macros a test writes, `#expect(processExitsWith:)` and `#require(processExitsWith:)`
  # (marking the `ExitTest` type too would break the interface's own uses of it).
  local no_exit_tests=()
  if [[ $name == Testing && $p != macos ]]; then
    no_exit_tests=(-e '/^@freestanding(expression) public macro \(expect\|require\)(processExitsWith/i\
@available(*, unavailable, message: "Exit tests are not available on this platform.")')
  fi
  sed -e "s/-target $(uname -m)-unknown-linux-gnu/-target $build/" \
    -e 's/@backDeployed([^)]*)//g' -e '/^import Glibc$/d' ${no_exit_tests[@]+"${no_exit_tests[@]}"} \
    "$src" >"$dir/$name.swiftinterface"
  # visionOS: the interfaces' iOS-only availability needs the SDK's version map, which a module
  # built from its interface does not read; the checks are moot for a module that is only imported.
  [[ $p == visionos ]] && set -- "$@" -disable-availability-checking
  limited "$FRONTEND" -compile-module-from-interface -module-name "$name" "$@" \
    -target "$build" -nostdimport -I "$dir" -resource-dir "$RESOURCE_DIR" \
    -module-cache-path "$ROOT/$MODULE_CACHE" \
    -o "$dir/$name.swiftmodule/${MODULE_TRIPLE[$p]}.swiftmodule" "$dir/$name.swiftinterface" \
    >"$dir/$name.log" 2>&1 || { cat "$dir/$name.log"; return 1; }
}

# visionOS takes the availability of iOS where a declaration names no visionOS version, mapped
# through the SDK's SDKSettings.json (iOS 17.1 -> visionOS 1.0, ..., iOS 18 -> visionOS 2; earlier
# iOS versions -> visionOS 1.0). Without the map the compiler would compare iOS versions with
# visionOS ones, so the fake visionOS SDK gets the map of Xcode 16's visionOS 2.0 SDK (the format
# and the entries are those of Apple's SDKSettings.json; the compiler needs the deployment-target
# keys to accept the file).
write_sdk_settings() {  # PLATFORM DIR
  [[ $1 == visionos ]] || return 0
  cat >"$2/SDKSettings.json" <<'JSON'
{
  "CanonicalName": "xrsimulator2.0",
  "Version": "2.0",
  "IsBaseSDK": "YES",
  "DisplayName": "visionOS Simulator 2.0",
  "MinimalDisplayName": "2.0",
  "VersionMap": {
    "iOS_visionOS": {"17.1": "1.0", "17.4": "1.1", "17.5": "1.2", "18.0": "2.0"},
    "visionOS_iOS": {"1.0": "17.1", "1.1": "17.4", "1.2": "17.5", "2.0": "18.0"},
    "iOS_xrOS": {"17.1": "1.0", "17.4": "1.1", "17.5": "1.2", "18.0": "2.0"},
    "xrOS_iOS": {"1.0": "17.1", "1.1": "17.4", "1.2": "17.5", "2.0": "18.0"}
  },
  "DefaultDeploymentTarget": "2.0",
  "MaximumDeploymentTarget": "2.0.99"
}
JSON
}

# `-sdk DIR` when the fake SDK has an SDKSettings.json (visionOS). With an SDK the Clang importer
# no longer finds the toolchain's SwiftShims by itself: name their directory.
sdk_flag() {  # DIR
  [[ -f $1/SDKSettings.json ]] && echo "-sdk $1 -Xcc -I$RESOURCE_DIR/shims"
  return 0
}

build_sdk() {  # PLATFORM
  local p=$1 out=$SDKS/$1/sdk
  [[ -f $out/.complete ]] && return 0
  local tmp=$SDKS/$p/sdk.tmp
  rm -rf "$tmp"
  mkdir -p "$tmp"
  write_sdk_settings "$p" "$tmp"
  sdk_module "$p" "$tmp" Swift -parse-stdlib
  # Some interfaces use newer types in declarations marked for older OSes; the checks are moot
  # for a module that is only imported.
  sdk_module "$p" "$tmp" _Concurrency -parse-stdlib -disable-availability-checking
  sdk_module "$p" "$tmp" _RegexParser
  sdk_module "$p" "$tmp" _StringProcessing
  sdk_module "$p" "$tmp" SwiftOnoneSupport -parse-stdlib
  # swift-testing, for test files given as client code (`import Testing`); its macros expand
  # through the toolchain's own TestingMacros plugin, as on Linux.
  sdk_module "$p" "$tmp" Testing -disable-availability-checking
  local observation=$RESOURCE_DIR/linux/Observation.swiftmodule/$(uname -m)-unknown-linux-gnu.swiftinterface
  if [[ -f $observation && ${PTR_APPLE_OBSERVATION_STANDIN:-0} != 1 ]]; then
    sdk_module "$p" "$tmp" Observation
  else
    limited "$SWIFTC" -emit-module -parse-as-library -module-name Observation \
      -target "$(target_of "$p" "${SDK_MIN[$p]}")" $(sdk_flag "$tmp") -nostdimport -I "$tmp" \
      -resource-dir "$RESOURCE_DIR" -module-cache-path "$ROOT/$MODULE_CACHE" \
      -emit-module-path "$tmp/Observation.swiftmodule" "$STUBS"/Availability/Observation/*.swift
  fi
  rm -f "$tmp"/*.swiftinterface "$tmp"/*.log
  touch "$tmp/.complete"
  rm -rf "$out"
  mv "$tmp" "$out"
}

# The platforms whose fake SDK is not complete, one a line.
missing_sdks() {
  local p
  for p in "${PLATFORMS[@]}"; do
    [[ -f $SDKS/$p/sdk/.complete ]] || echo "$p"
  done
}

# Builds the missing fake SDKs, all platforms at once (JOBS compilers at a time). Two checks
# started in the same folder share .build-stubs/apple-sdks: the build holds an exclusive `flock`
# on .build-stubs/apple-sdks.lock, so a second check waits for the first's build (without it, it
# deleted the first's sdk.tmp and both failed) and then reuses the SDKs the first completed.
build_sdks() {
  [[ -z $(missing_sdks) ]] && return 0
  mkdir -p "$SDKS"
  locked "$SCRATCH/apple-sdks.lock" "availability: another check is building the fake SDKs" \
    build_sdks_unlocked
}
build_sdks_unlocked() {
  local p missing=() pids=()
  mapfile -t missing < <(missing_sdks)
  [[ ${#missing[@]} -eq 0 ]] && return 0
  say "availability: building the fake SDKs for ${missing[*]} from this toolchain's interfaces (once)..."
  for p in "${missing[@]}"; do
    mkdir -p "$SDKS/$p"
    build_sdk "$p" >"$WORK/sdk-$p.log" 2>&1 &
    pids+=($!)
  done
  local i status=0
  for i in "${!pids[@]}"; do
    if ! wait "${pids[$i]}"; then
      status=1
      cat "$WORK/sdk-${missing[$i]}.log"
      say "availability: the fake ${LABEL[${missing[$i]}]} SDK does not build"
    fi
  done
  return $status
}

# swiftc for PLATFORM at its floor (or VERSION) against its fake SDK and the modules in DIR.
plat_swiftc() {  # PLATFORM DIR args...
  local p=$1 dir=$2
  shift 2
  # shellcheck disable=SC2046
  limited "$SWIFTC" -parse-as-library -swift-version 6 -target "$(target_of "$p")" -nostdimport \
    $(sdk_flag "$SDKS/$p/sdk") -I "$dir" -I "$SDKS/$p/sdk" -resource-dir "$RESOURCE_DIR" -module-cache-path "$ROOT/$MODULE_CACHE" \
    -load-plugin-library "$PLUGIN" -diagnostic-style llvm "$@"
}

# Runs "$@" holding an exclusive `flock` on FILE. Two checks started in the same folder share the
# caches under .build-stubs: the second waits for the first's build (saying WHO, when given, is
# at it), then finds it complete and reuses it (instead of deleting it half-built, which failed
# both).
locked() {  # FILE WHO command...
  local file=$1 who=$2 fd status=0
  shift 2
  exec {fd}>"$file"
  if ! flock -n "$fd"; then
    [[ -n $who ]] && say "$who; waiting for it..."
    flock "$fd"
  fi
  "$@" || status=$?
  exec {fd}>&-
  return $status
}

# The stand-ins and stubs for PLATFORM, cached by their sources' stamp (under a lock, as the
# engine below).
build_stubs() {  # PLATFORM -> sets STUBS_DIR
  mkdir -p "$SDKS/$1"
  locked "$SDKS/$1/modules.lock" "" build_stubs_unlocked "$1"
}
build_stubs_unlocked() {  # PLATFORM -> sets STUBS_DIR
  local p=$1 files
  files=$(find $STUBS/Availability/Dispatch $STUBS/Availability/Foundation $STUBS/Availability/AppKit \
    $STUBS/Accessibility $STUBS/UIKit $STUBS/SwiftUI $STUBS/Network -name '*.swift' | sort)
  # shellcheck disable=SC2086
  local dir=$SDKS/$p/stubs-$(stamp_of $files "$PLUGIN" "$0")
  if [[ ! -f $dir/.complete ]]; then
    rm -rf "$SDKS/$p"/stubs-*
    mkdir -p "$dir"
    local module sources
    for module in ${STANDINS[$p]}; do
      sources=("$STUBS"/"$module"/*.swift)
      [[ -d "$STUBS"/Availability/$module ]] && sources=("$STUBS"/Availability/"$module"/*.swift)
      plat_swiftc "$p" "$dir" -wmo -emit-module -module-name "$module" \
        -emit-module-path "$dir/$module.swiftmodule" "${sources[@]}" >"$dir/$module.log" 2>&1 \
        || { cat "$dir/$module.log"; say "${LABEL[$p]}: the $module stand-in does not build"; return 1; }
    done
    touch "$dir/.complete"
  fi
  STUBS_DIR=$dir
}

# A target's Swift files, in its folders too, in a stable order.
swift_files() {  # DIR...
  find "$@" -name '*.swift' | LC_ALL=C sort
}

# The engine, the front ends' support module and the trace module for PLATFORM, cached by the
# stubs and their sources.
build_engine() {  # PLATFORM LOG -> sets ENGINE_DIR
  mkdir -p "$SDKS/$1"
  locked "$SDKS/$1/modules.lock" "" build_engine_unlocked "$1" "$2"
}
build_engine_unlocked() {  # PLATFORM LOG -> sets ENGINE_DIR
  local p=$1 log=$2
  # shellcheck disable=SC2046
  local dir=$SDKS/$p/engine-$(stamp_of "$STUBS_DIR/.complete" $(swift_files Sources/PullToRefresh \
    Sources/PullToRefreshFrontEndRules Sources/PullToRefreshTesting Sources/PullToRefreshTrace) \
    <(echo "$STUBS_DIR"))
  if [[ ! -f $dir/.complete ]]; then
    rm -rf "$SDKS/$p"/engine-*
    mkdir -p "$dir"
    cp "$STUBS_DIR"/*.swiftmodule "$dir"/
    # shellcheck disable=SC2046
    plat_swiftc "$p" "$dir" -wmo -emit-module -module-name PullToRefresh -package-name "$PACKAGE_NAME" \
      -enable-upcoming-feature ExistentialAny -emit-module-path "$dir/PullToRefresh.swiftmodule" \
      $(swift_files Sources/PullToRefresh) >"$dir/log" 2>&1 || { cat "$dir/log" >"$log"; return 1; }
    # What the UI target decides in plain Swift, at the same floor.
    # shellcheck disable=SC2046
    plat_swiftc "$p" "$dir" -wmo -emit-module -module-name PullToRefreshFrontEndRules \
      -package-name "$PACKAGE_NAME" -enable-upcoming-feature ExistentialAny \
      -emit-module-path "$dir/PullToRefreshFrontEndRules.swiftmodule" \
      $(swift_files Sources/PullToRefreshFrontEndRules) >>"$dir/log" 2>&1 \
      || { cat "$dir/log" >"$log"; return 1; }
    # The test clock, and the trace replayer and recorder that re-export it, run at the same floor
    # as the engine.
    # shellcheck disable=SC2046
    plat_swiftc "$p" "$dir" -wmo -emit-module -module-name PullToRefreshTesting \
      -package-name "$PACKAGE_NAME" -enable-upcoming-feature ExistentialAny \
      -emit-module-path "$dir/PullToRefreshTesting.swiftmodule" \
      $(swift_files Sources/PullToRefreshTesting) >>"$dir/log" 2>&1 || { cat "$dir/log" >"$log"; return 1; }
    # shellcheck disable=SC2046
    plat_swiftc "$p" "$dir" -wmo -emit-module -module-name PullToRefreshTrace \
      -package-name "$PACKAGE_NAME" -enable-upcoming-feature ExistentialAny \
      -emit-module-path "$dir/PullToRefreshTrace.swiftmodule" $(swift_files Sources/PullToRefreshTrace) \
      >>"$dir/log" 2>&1 || { cat "$dir/log" >"$log"; return 1; }
    touch "$dir/.complete"
  fi
  ENGINE_DIR=$dir
}

# SwiftPM generates `Bundle.module` for targets with resources; stand in for it.
printf 'import Foundation\nextension Foundation.Bundle { static let module: Bundle = .main }\n' \
  >"$WORK/ResourceBundleAccessor.swift"

# The UI target for PLATFORM into DIR; its diagnostics into LOG. The module is emitted even with
# errors, so client code can still be checked.
build_ui() {  # PLATFORM DIR UI-SOURCES-DIR LOG
  local p=$1 dir=$2 ui=$3 log=$4
  mkdir -p "$dir"
  cp "$ENGINE_DIR"/*.swiftmodule "$dir"/
  # shellcheck disable=SC2046
  plat_swiftc "$p" "$dir" -wmo -emit-module -module-name PullToRefreshUI -package-name "$PACKAGE_NAME" \
    -enable-upcoming-feature ExistentialAny "${UI_AVAILABILITY[@]}" \
    -emit-module-path "$dir/PullToRefreshUI.swiftmodule" \
    -Xfrontend -experimental-allow-module-with-compiler-errors \
    $(swift_files "$ui") "$WORK/ResourceBundleAccessor.swift" >"$log" 2>&1 || return 1
}

# A name the stubs may lack: the first error of this shape in a log gets the hint below. A missing
# property wrapper gives "unknown attribute 'AppStorage'" first, then errors about the
# compiler-made `$x`/`_x`: the hint names the attribute. The
# call errors are what a missing overload of a stubbed name gives (`ProgressView(value: 0.5)`
# against a stub with only `init()`: "argument passed to call that takes no arguments").
MISSING_NAME="error: (cannot find (type )?'[^']*' in scope|.* has no member '[^']*'|no such module '[^']*'"
MISSING_NAME+="|unknown attribute '[^']*'"
MISSING_NAME+="|argument passed to call that takes no arguments|extra arguments? .*in call"
MISSING_NAME+="|incorrect argument labels? in call|missing arguments? for parameter"
MISSING_NAME+="|no exact matches in (call|reference) to )"

# Prints a log of diagnostics (LLVM style), with the hint after the source lines of its first
# MISSING_NAME error: an error that looks like the client's own may be a name the stubs lack.
with_hint() {  # LOG
  awk -v pattern="$MISSING_NAME" -v q="'" '
    function hint() {
      print "  hint: if " name " exists in Apple" q "s SDK, the check" q "s stubs may lack it (AppleCheck/Stubs:"
      print "  SwiftUI, UIKit, Network; in the platform passes also the stand-ins in Stubs/Availability):"
      print "  see AppleCheck/README.md, \"Adding or correcting a stub\""
      pending = 0
    }
    /: (error|warning|note): / && pending { hint() }
    { print }
    !done && $0 ~ pattern {
      done = 1; pending = 1
      name = $0
      if (match(name, "(find|find type|member|module|attribute) " q "[^" q "]*" q)) {
        name = substr(name, RSTART, RLENGTH); sub("^[^" q "]*", "", name)
      } else name = "this form of the call"
    }
    END { if (pending) hint() }' "$1"
}

# True if a log has no error; otherwise prints each error with its source line, caret and notes
# (LLVM diagnostic style), and the hint for a name the stubs may lack.
clean() {  # LOG
  grep -q -E ': error: ' "$1" || return 0
  awk '/: error: / { print; n = 2; w = 0; next } /: warning: / { w = 1; n = 0; next }
    /: note: / { if (!w) { print; n = 2 }; next } n > 0 { print; n-- }' "$1" | head -60 \
    >"$1.errors"
  with_hint "$1.errors"
  return 1
}

# Prints a log's warnings (with their source lines), which do not fail an availability pass: they
# are what Xcode would show for that platform.
warnings() {  # LOG LABEL
  grep -q -E ': warning: ' "$1" || return 0
  say "$2: warnings (they do not fail the pass):"
  awk '/: warning: / { print "  " $0; n = 2; next } /: (error|note): / { n = 0; next } n > 0 { print "  " $0; n-- }' "$1" | head -30
}

# -----------------------------------------------------------------------------------------------
# Client code: the Markdown blocks, the files given and the example targets.

BLOCKS_EXTRACTED=0
extract_blocks() {
  [[ $BLOCKS_EXTRACTED == 1 ]] && return 0
  local docs=(README.md) md
  for md in Sources/*/Documentation.docc/*.md Docs/*.md; do
    [[ -f $md ]] && docs+=("$md")
  done
  python3 "$HELPER" extract "$WORK/blocks" "${docs[@]}" >"$WORK/blocks.tsv"
  python3 "$HELPER" examples "$EXAMPLES" >"$WORK/examples.tsv"
  BLOCKS_EXTRACTED=1
}

# Whether PLATFORM is in a comma-separated list.
applies() { [[ ,$2, == *,$1,* ]]; }

# Example floors: the example package's own floor when it is higher than the package's.
example_target() {  # PLATFORM FLOORS -> the target triple
  local p=$1 floors=$2 version=${FLOOR[$p]} v
  v=$(tr ',' '\n' <<<"$floors" | sed -n "s/^$p=//p")
  if [[ -n $v ]] && [[ $(printf '%s\n%s\n' "$version" "$v" | sort -V | tail -1) == "$v" ]]; then
    version=$v
  fi
  target_of "$p" "$version"
}

# A client file's or block's target on PLATFORM: the deployment target it declares
# (`// apple-check: platforms macOS 15`, VERSIONS as applecheck.py's `versions` prints them), else
# the package's floor. A version below the floor is refused: an app with that deployment target
# cannot depend on the package (Xcode: "requires minimum platform version"); the message is printed
# in the compiler's `error:` form, so that the pass reports it like any other error.
client_target() {  # PLATFORM VERSIONS -> the target triple (status 0), or an error line (status 1)
  local p=$1 v
  v=$(tr ',' '\n' <<<"$2" | sed -n "s/^$p=//p")
  if [[ -z $v ]]; then
    target_of "$p"
  elif [[ $(printf '%s\n%s\n' "${FLOOR[$p]}" "$v" | sort -V | head -1) != "${FLOOR[$p]}" ]]; then
    echo "error: the file declares ${LABEL[$p]} $v, below the package's floor, ${LABEL[$p]} ${FLOOR[$p]}: an app with that deployment target cannot depend on the package"
    return 1
  else
    target_of "$p" "$v"
  fi
}

# " (at macOS 15.0, its declared deployment target)" when VERSIONS gives PLATFORM a version other
# than the floor, else "".
declared_at() {  # PLATFORM VERSIONS
  local v
  v=$(tr ',' '\n' <<<"$2" | sed -n "s/^$1=//p")
  [[ -n $v && $v != "${FLOOR[$1]}" ]] && echo " (at ${LABEL[$1]} $v, its declared deployment target)"
  return 0
}

# Type-checks FILE for PLATFORM at its declared deployment target (client_target); extra swiftc
# arguments before the file. Diagnostics on stdout.
plat_check() {  # PLATFORM MODULE-DIR VERSIONS FILE [args...]
  local p=$1 dir=$2 versions=$3 file=$4 target
  shift 4
  target=$(client_target "$p" "$versions") || { echo "$file: $target"; return 1; }
  plat_swiftc "$p" "$dir" -target "$target" -typecheck "$@" "$file" 2>&1
}

linux_swiftc() {  # MODULE-DIR args...
  local dir=$1
  shift
  "$SWIFTC" -parse-as-library -swift-version 6 -I "$dir" -module-cache-path "$ROOT/$MODULE_CACHE" \
    -load-plugin-library "$PLUGIN" "$@"
}

check_client_linux() {  # MODULE-DIR FILE -> diagnostics on stdout, status
  linux_swiftc "$1" -emit-sil -o /dev/null -warnings-as-errors -diagnostic-style llvm "$2" 2>&1
}

# The same, as code of an app built with Xcode 26's new-project settings (pass 2b).
check_client_mad() {  # MODULE-DIR FILE -> diagnostics on stdout, status
  linux_swiftc "$1" -emit-sil -o /dev/null -warnings-as-errors -diagnostic-style llvm \
    "${MAIN_ACTOR_DEFAULT[@]}" "$2" 2>&1
}

# The example targets on Linux (pass 2, or with MODE `mad` pass 2b, every target in the
# main-actor-default mode): each as one module, down to SIL. Prints failures; sets BAD.
check_examples_linux() {  # MODULE-DIR [MODE]
  local modules=$1 out=$WORK/examples-linux package target dir resources platforms floors files
  local flags=() what=""
  if [[ ${2:-} == mad ]]; then
    out=$WORK/examples-mad
    flags=("${MAIN_ACTOR_DEFAULT[@]}")
    what=" (main-actor default)"
  fi
  mkdir -p "$out"
  EXAMPLE_TARGETS=0
  while IFS=$'\t' read -r package target dir resources platforms floors; do
    EXAMPLE_TARGETS=$((EXAMPLE_TARGETS + 1))
    mapfile -t files < <(find "$dir" -name '*.swift' | sort)
    [[ $resources == 1 ]] && files+=("$WORK/ResourceBundleAccessor.swift")
    if ! linux_swiftc "$modules" -I "$out" -wmo -emit-sil -o /dev/null -warnings-as-errors \
      -diagnostic-style llvm ${flags[@]+"${flags[@]}"} -module-name "$target" "${files[@]}" \
      >"$out/$target.log" 2>&1; then
      BAD=$((BAD + 1))
      say "$EXAMPLES/$package, target $target$what: FAILED"
      with_hint "$out/$target.log"
    fi
    # For the targets that import it (even with errors, so that they are checked too).
    linux_swiftc "$modules" -I "$out" -wmo -emit-module ${flags[@]+"${flags[@]}"} -module-name "$target" \
      -Xfrontend -experimental-allow-module-with-compiler-errors \
      -emit-module-path "$out/$target.swiftmodule" "${files[@]}" >/dev/null 2>&1 || true
  done <"$WORK/examples.tsv"
}

# -----------------------------------------------------------------------------------------------
# Names: what a module exports at top level, read by the compiler (swift-symbolgraph-extract) from
# the built module, with the names of the modules it re-exports (`@_exported import`), and compared
# with the top-level names of SwiftUI and SwiftUICore (SDK_NAMES). An app imports SwiftUI and
# PullToRefreshUI together, so a name both export is ambiguous there.

# The modules of DIR that MODULE may re-export: all but itself and the stand-ins of AppleCheck/Stubs/.
reexportable() {  # DIR MODULE -> comma-separated
  local f name list=()
  for f in "$1"/*.swiftmodule; do
    name=$(basename "$f" .swiftmodule)
    case " Dispatch Foundation Accessibility UIKit AppKit SwiftUI Network Observation " in
      *" $name "*) continue ;;
    esac
    [[ $name == "$2" ]] || list+=("$name")
  done
  local IFS=,
  echo "${list[*]}"
}

# MODULE's symbol graph (public symbols, its re-exported modules' included) into OUTDIR.
symbol_graph() {  # OUTDIR MODULE-DIR MODULE extract-args...
  local out=$1 dir=$2 module=$3
  shift 3
  rm -rf "$out"
  mkdir -p "$out"
  limited "$SYMBOLGRAPH" -module-name "$module" -I "$dir" -minimum-access-level public \
    -experimental-allowed-reexported-modules="$(reexportable "$dir" "$module")" \
    -module-cache-path "$ROOT/$MODULE_CACHE" -output-dir "$out" "$@" >"$out/log" 2>&1 \
    && [[ -f $out/$module.symbols.json ]]
}

# Compares MODULE's graphs (one per platform) with the SDK's names. Prints one error line per
# colliding name (the name, the module that declares it, the SDK module that has it too, the
# platforms) and a summary LABEL line; false if any collides.
check_names() {  # LABEL MODULE PLATFORM=GRAPH...
  local label=$1 main=$2 count modules name kind module sdk where from bad=0
  shift 2
  python3 "$HELPER" collisions "$SDK_NAMES" "$DEMANGLE" "$@" >"$WORK/collisions.tsv" || return 1
  IFS=$'\t' read -r count modules <"$WORK/collisions.tsv"
  while IFS=$'\t' read -r name kind module sdk where; do
    bad=$((bad + 1))
    from="declared in $module"
    [[ $module == "$main" ]] || from+=", re-exported by $main"
    say "names: error: '$name' ($kind, $from) is also a top-level name of ${sdk//,/ and }" \
      "(iOS 18 SDK): an app that imports SwiftUI and $main cannot write it unqualified" \
      "(exported on ${where//,/, })"
  done < <(tail -n +2 "$WORK/collisions.tsv")
  label="$label: $count top-level names exported (${modules//,/, })"
  if [[ $bad == 0 ]]; then
    say "$label, none is also SwiftUI's or SwiftUICore's: ok"
  else
    say "$label: $bad also SwiftUI's or SwiftUICore's: FAILED"
    return 1
  fi
}

# -----------------------------------------------------------------------------------------------
# One availability pass: PLATFORM's modules, the UI target, then the client code. Writes its report
# to $WORK/PLATFORM/report and exits 1 if anything failed.

platform_pass() {  # PLATFORM CLIENT...
  local p=$1
  shift
  local clients=("$@") out=$WORK/$p label=${LABEL[$p]} bad=0
  mkdir -p "$out"
  if ! build_stubs "$p"; then return 1; fi
  if ! build_engine "$p" "$out/engine.log"; then
    clean "$out/engine.log" || true
    say "$label ${FLOOR[$p]}: the engine or the trace module does not build: FAILED"
    return 1
  fi
  local ui=Sources/PullToRefreshUI
  build_ui "$p" "$out/modules" "$ui" "$out/ui.log" || true
  if ! clean "$out/ui.log"; then
    bad=$((bad + 1))
    say "$label ${FLOOR[$p]}: $ui: FAILED"
  fi
  warnings "$out/ui.log" "$label ${FLOOR[$p]}: $ui"
  [[ -f $out/modules/PullToRefreshUI.swiftmodule ]] || { say "$label: no UI module"; return 1; }
  # shellcheck disable=SC2046
  symbol_graph "$out/symbols" "$out/modules" PullToRefreshUI -target "$(target_of "$p")" \
    $(sdk_flag "$SDKS/$p/sdk") -I "$SDKS/$p/sdk" -resource-dir "$RESOURCE_DIR" \
    || {
      cat "$out/symbols/log"
      say "$label: the UI module's symbol graph: FAILED"
      bad=$((bad + 1))
    }

  local n path line number mode platforms versions checked=0 files=0 targets=0 f
  while IFS=$'\t' read -r n path line number mode platforms versions; do
    [[ $mode == skip ]] && continue
    applies "$p" "$platforms" || continue
    checked=$((checked + 1))
    plat_check "$p" "$out/modules" "$versions" "$WORK/blocks/$n.swift" \
      >"$out/block-$n.log" 2>&1 || true
    if ! clean "$out/block-$n.log"; then
      bad=$((bad + 1))
      say "$label ${FLOOR[$p]}: $path:$line (block $number)$(declared_at "$p" "$versions"): FAILED"
    fi
  done <"$WORK/blocks.tsv"
  for f in ${clients[@]+"${clients[@]}"}; do
    applies "$p" "${CLIENT_PLATFORMS[$f]}" || continue
    files=$((files + 1))
    plat_check "$p" "$out/modules" "${CLIENT_VERSIONS[$f]}" "$f" >"$out/client.log" 2>&1 || true
    if ! clean "$out/client.log"; then
      bad=$((bad + 1))
      say "$label ${FLOOR[$p]}: $f$(declared_at "$p" "${CLIENT_VERSIONS[$f]}"): FAILED"
    fi
  done
  # Files written for a main-actor-default app: in that mode only.
  local mad=0
  for f in ${MAD_FILES[@]+"${MAD_FILES[@]}"}; do
    applies "$p" "${CLIENT_PLATFORMS[$f]}" || continue
    files=$((files + 1))
    mad=$((mad + 1))
    plat_check "$p" "$out/modules" "${CLIENT_VERSIONS[$f]}" "$f" "${MAIN_ACTOR_DEFAULT[@]}" \
      >"$out/client.log" 2>&1 || true
    if ! clean "$out/client.log"; then
      bad=$((bad + 1))
      say "$label ${FLOOR[$p]}: $f$(declared_at "$p" "${CLIENT_VERSIONS[$f]}") (main-actor default): FAILED"
    fi
  done
  local package target dir resources floors examples=$out/examples sources
  mkdir -p "$examples"
  while IFS=$'\t' read -r package target dir resources platforms floors; do
    applies "$p" "$platforms" || continue
    targets=$((targets + 1))
    mapfile -t sources < <(find "$dir" -name '*.swift' | sort)
    [[ $resources == 1 ]] && sources+=("$WORK/ResourceBundleAccessor.swift")
    plat_swiftc "$p" "$out/modules" -I "$examples" -target "$(example_target "$p" "$floors")" \
      -wmo -emit-module -module-name "$target" -emit-module-path "$examples/$target.swiftmodule" \
      -Xfrontend -experimental-allow-module-with-compiler-errors \
      "${sources[@]}" >"$out/example-$target.log" 2>&1 || true
    if ! clean "$out/example-$target.log"; then
      bad=$((bad + 1))
      local at=""
      [[ $(example_target "$p" "$floors") != "$(target_of "$p")" ]] \
        && at=" (at $(example_target "$p" "$floors" | sed -E 's/^x86_64-apple-[a-z]+//; s/-simulator$//'), the example's floor)"
      say "$label ${FLOOR[$p]}: $EXAMPLES/$package, target $target$at: FAILED"
    fi
  done <"$WORK/examples.tsv"
  label="$label ${FLOOR[$p]}: the engine, the traces, $ui, $checked doc blocks, $files files ($mad main-actor default), $targets example targets"
  if [[ $bad == 0 ]]; then say "$label: ok"; else say "$label: $bad FAILED"; return 1; fi
}

# Runs platform_pass for every platform at once; prints the reports in order; false if any failed.
platform_passes() {  # CLIENT...
  local p pids=() status=0 i
  for p in "${PLATFORMS[@]}"; do
    mkdir -p "$WORK/$p"
    platform_pass "$p" "$@" >"$WORK/$p/report" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || status=1
    cat "$WORK/${PLATFORMS[$i]}/report"
  done
  return $status
}

# -----------------------------------------------------------------------------------------------

run_checks() {
  # CLIENT files are checked in both modes; those after --main-actor-default in that mode only.
  # Each file's platforms: its own `// apple-check: platforms` line, else the --platforms list in
  # force where it was given, else the import rule (applecheck.py, PLATFORM RULE).
  local clients=() f mode=both default="" platforms
  MAD_FILES=("$APP_CLIENT")
  CLIENT_PLATFORMS[$APP_CLIENT]=$(python3 "$HELPER" platforms "$APP_CLIENT") || exit 2
  CLIENT_VERSIONS[$APP_CLIENT]=$(python3 "$HELPER" versions "$APP_CLIENT") || exit 2
  while [[ $# -gt 0 ]]; do
    f=$1
    shift
    case $f in
      --main-actor-default) mode=mad; continue ;;
      --platforms)
        [[ $# -gt 0 ]] || { say "check-apple-code: --platforms needs a list (ios,visionos)" >&2; exit 2; }
        default=$1
        shift
        continue
        ;;
      --platforms=*) default=${f#--platforms=}; continue ;;
      -*) say "check-apple-code: unknown option: $f (see --help)" >&2; exit 2 ;;
    esac
    [[ -f $f ]] || { say "check-apple-code: no such file: $f" >&2; exit 2; }
    if [[ -n $default ]]; then
      platforms=$(python3 "$HELPER" platforms --default "$default" "$f") || exit 2
      CLIENT_VERSIONS[$f]=$(python3 "$HELPER" versions --default "$default" "$f") || exit 2
    else
      platforms=$(python3 "$HELPER" platforms "$f") || exit 2
      CLIENT_VERSIONS[$f]=$(python3 "$HELPER" versions "$f") || exit 2
    fi
    CLIENT_PLATFORMS[$f]=$platforms
    if [[ $mode == mad ]]; then MAD_FILES+=("$f"); else clients+=("$f"); fi
  done

  build_plugin
  extract_blocks
  # The fake SDKs build in the background while SwiftPM builds the UI target.
  build_sdks >"$WORK/sdks.log" 2>&1 &
  local sdks=$!

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
  # What client code may import besides the UI module: the trace module (tests replay traces; it
  # builds the test clock's module, PullToRefreshTesting, too) and the Network stub (Package.swift's
  # Linux-only block).
  local extra
  for extra in PullToRefreshTrace Network; do
    if ! PTR_APPLE_STUBS=1 swift build --scratch-path "$SCRATCH" --target "$extra" \
      -Xswiftc -warnings-as-errors >"$WORK/build-$extra.log" 2>&1; then
      built=0
      fail
      awk '!seen[$0]++' "$WORK/build-$extra.log" | grep -v '^\[[0-9]*/[0-9]*\]' || true
      say "build: $extra against the stubs: FAILED (diagnostics above)"
    fi
  done
  local bin modules
  bin=$(PTR_APPLE_STUBS=1 swift build --scratch-path "$SCRATCH" --show-bin-path)
  modules=$bin/Modules
  [[ -d $modules ]] || modules=$bin

  # 2. Client code.
  local readme=0 docblocks=0 skipped=0 n path line number mode platforms versions label
  BAD=0
  if [[ $built == 1 ]]; then
    while IFS=$'\t' read -r n path line number mode platforms versions; do
      if [[ $mode == skip ]]; then skipped=$((skipped + 1)); continue; fi
      if [[ $path == README.md ]]; then readme=$((readme + 1)); else docblocks=$((docblocks + 1)); fi
      if ! check_client_linux "$modules" "$WORK/blocks/$n.swift" >"$WORK/blocks/$n.log"; then
        BAD=$((BAD + 1))
        say "$path:$line (block $number): FAILED"
        with_hint "$WORK/blocks/$n.log"
      fi
    done <"$WORK/blocks.tsv"
    for f in ${clients[@]+"${clients[@]}"}; do
      if ! check_client_linux "$modules" "$f" >"$WORK/client.log"; then
        BAD=$((BAD + 1))
        say "$f: FAILED"
        with_hint "$WORK/client.log"
      fi
    done
    check_examples_linux "$modules"
    label="client code: $readme README blocks, $docblocks doc blocks, ${#clients[@]} files, $EXAMPLE_TARGETS example targets"
    [[ $skipped -gt 0 ]] && label+=" ($skipped blocks skipped)"
    if [[ $BAD == 0 ]]; then say "$label: ok"; else fail; say "$label: $BAD FAILED"; fi

    # 2b. The same client code as code of a new Xcode 26 app, and the files for that mode only.
    BAD=0
    while IFS=$'\t' read -r n path line number mode platforms versions; do
      [[ $mode == skip ]] && continue
      if ! check_client_mad "$modules" "$WORK/blocks/$n.swift" >"$WORK/blocks/$n.mad.log"; then
        BAD=$((BAD + 1))
        say "$path:$line (block $number), main-actor default: FAILED"
        with_hint "$WORK/blocks/$n.mad.log"
      fi
    done <"$WORK/blocks.tsv"
    for f in ${clients[@]+"${clients[@]}"} "${MAD_FILES[@]}"; do
      if ! check_client_mad "$modules" "$f" >"$WORK/client.log"; then
        BAD=$((BAD + 1))
        say "$f, main-actor default: FAILED"
        with_hint "$WORK/client.log"
      fi
    done
    check_examples_linux "$modules" mad
    label="client code, main-actor default (${MAIN_ACTOR_DEFAULT[*]}):"
    label+=" $readme README blocks, $docblocks doc blocks,"
    label+=" $((${#clients[@]} + ${#MAD_FILES[@]})) files (${#MAD_FILES[@]} in this mode only), $EXAMPLE_TARGETS example targets"
    if [[ $BAD == 0 ]]; then say "$label: ok"; else fail; say "$label: $BAD FAILED"; fi
  else
    say "client code: skipped (PullToRefreshUI did not build)"
  fi

  # 3. Availability, one pass per platform.
  if ! wait "$sdks"; then
    cat "$WORK/sdks.log"
    fail
    return
  fi
  cat "$WORK/sdks.log"
  platform_passes ${clients[@]+"${clients[@]}"} || fail

  # 4. Names: what the UI module exports on each platform, against SwiftUI's and SwiftUICore's.
  local graphs=() p
  for p in "${PLATFORMS[@]}"; do
    [[ -f $WORK/$p/symbols/PullToRefreshUI.symbols.json ]] \
      && graphs+=("${LABEL[$p]}=$WORK/$p/symbols/PullToRefreshUI.symbols.json")
  done
  if [[ ${#graphs[@]} == 0 ]]; then
    fail
    say "names: no symbol graph of PullToRefreshUI (no platform pass built it): FAILED"
  else
    check_names "names: PullToRefreshUI on ${#graphs[@]} platforms" PullToRefreshUI "${graphs[@]}" \
      || fail
  fi
}

# -----------------------------------------------------------------------------------------------
# --self-test: each mutant replaces one exact piece of a subject; every one must be rejected by its
# pass with a diagnostic matching the expected reason, and both unmutated subjects must pass every
# pass that applies to them (SwiftUI subject: Linux and all five platforms; UIKit subject: Linux,
# iOS and visionOS).

# subject (swiftui, uikit, appclient, engine, testing or macapp) | name | pass (linux, mainactor,
# names, ios, macos, tvos, watchos or visionos) | text in
# the subject | replacement | expected reason (an extended regular expression matched against the
# pass's error lines; it may contain `|`, the other fields may not)
MUTANTS=(
  "swiftui|wrong argument label|linux|.overlay(alignment: .top)|.overlay(align: .top)|extra argument 'align'"
  "swiftui|wrong type|linux|.opacity(0.9)|.opacity(\"0.9\")|cannot convert value of type 'String'"
  "swiftui|missing await|linux|_ = await coordinator.refresh()|_ = coordinator.refresh()|is 'async' but is not marked with 'await'"
  "swiftui|main-actor violation (nonisolated func)|linux|    print(text)|    print(text, pulls)|main actor-isolated property 'pulls'"
  "swiftui|main-actor violation (Task.detached)|linux|.task { await refreshNow() }|.task { Task.detached { pulls += 1 } }|main actor-isolated property 'pulls'"
  "swiftui|data race (non-Sendable value sent into Task.detached)|linux|let task = Task.detached { 1 }|let task = Task.detached { counter.value += 1; return 1 }|risks causing data races|non-Sendable"
  "swiftui|iOS 18 API without availability check|ios|if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {|if true {|is only available in iOS 18"
  "swiftui|misspelled modifier|linux|.padding(.horizontal, 16)|.paddding(.horizontal, 16)|has no member 'paddding'"
  "swiftui|seconds where a Duration is expected (refresh policy)|linux|.whenStale(after: .seconds(300))|.whenStale(after: 300)|cannot convert value of type 'Int'"
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
  "swiftui|the package's availability macro in client code (an app cannot see it)|linux|@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)|@available(PullToRefreshUI 1.0, *)|unrecognized platform name 'PullToRefreshUI'"
  "uikit|a UIViewController lifecycle method without override|linux|  override func viewDidDisappear(_ animated: Bool) {|  func viewDidDisappear(_ animated: Bool) {|overriding declaration requires an 'override' keyword"
  "uikit|a UITableViewController data source method without override|linux|  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {|  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {|overriding declaration requires an 'override' keyword"
  "uikit|the optional dequeue (no for: indexPath) used as a cell|linux|withIdentifier: \"row\", for: indexPath)|withIdentifier: \"row\")|must be unwrapped"
  # The top end (issue 32), in the chat of the UIKit subject.
  "uikit|a load-previous action that returns no LoadMoreResult|linux|      return try await self.loadOlder()|      _ = try await self.loadOlder()|missing return in closure expected to return 'LoadMoreResult'"
  "uikit|an async update passed to performUpdatesAbove (it runs in the turn of the rows)|linux|    pager.performUpdatesAbove {|    pager.performUpdatesAbove { await Task.yield();|'async' function of type|synchronous function type"
  "uikit|resetLoadPrevious with the wrong label|linux|pager.resetLoadPrevious(hasMore: hasOlder)|pager.resetLoadPrevious(more: hasOlder)|extra argument 'more'|incorrect argument label"
  # One or more per platform pass: an API unavailable on that platform, or newer than its floor.
  "swiftui|sensoryFeedback on visionOS without its visionOS 26 check (unavailable before visionOS 26)|visionos|#if !os(visionOS)  // haptics|#if true  // haptics|'sensoryFeedback.*' is (unavailable in visionOS|only available in visionOS 26)"
  "uikit|UIImpactFeedbackGenerator on visionOS|visionos|#if !os(tvOS) && !os(visionOS)|#if !os(tvOS)|'UIImpactFeedbackGenerator' is unavailable in visionOS"
  "swiftui|visionOS 2 API without availability check|visionos|if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {|if true {|is only available in visionOS 2"
  "swiftui|TimelineView's invalidateTimelineContent() on macOS|macos|#if !os(macOS) && !os(tvOS)|#if !os(tvOS)|'invalidateTimelineContent\(\)' is unavailable in macOS"
  "swiftui|macOS 15 API without availability check|macos|if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {|if true {|is only available in macOS 15"
  "swiftui|TimelineView's invalidateTimelineContent() on tvOS|tvos|#if !os(macOS) && !os(tvOS)|#if !os(macOS)|'invalidateTimelineContent\(\)' is unavailable in tvOS"
  "swiftui|tvOS 18 API without availability check|tvos|if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {|if true {|is only available in tvOS 18"
  "swiftui|a UIKit view bridge compiled for watchOS (canImport(UIKit) is true there)|watchos|#if canImport(UIKit) && !os(watchOS)|#if canImport(UIKit)|'UIViewRepresentable' is unavailable in watchOS"
  # The names pass: a top-level name of SwiftUI or SwiftUICore exported by the UI module, here
  # through the engine stand-in it re-exports.
  "engine|an engine type named like a SwiftUI type|names|// (the names mutants add a declaration here)|public struct Gradient {}|'Gradient' \\(struct, declared in SelfTestEngine, re-exported by SelfTestUI\\) is also a top-level name of SwiftUICore"
  "engine|an engine function named like a SwiftUI function|names|// (the names mutants add a declaration here)|public func withAnimation() {}|'withAnimation' \\(func, declared in SelfTestEngine, re-exported by SelfTestUI\\) is also a top-level name of SwiftUI and SwiftUICore"
  # The availability the stubs carry for every platform Package.swift declares, one mistake each
  # beyond those above: an API the SDK marks unavailable there, used where it is.
  "swiftui|navigationBarTitleDisplayMode on macOS (a navigation bar modifier of iOS, watchOS, visionOS)|macos|#if !os(tvOS) && !os(macOS)  // large title|#if !os(tvOS)  // large title|'navigationBarTitleDisplayMode' is unavailable in macOS"
  "swiftui|UIScrollView.refreshControl on tvOS|tvos|#if !os(tvOS)  // refresh control|#if true  // refresh control|'refreshControl' is unavailable in tvOS"
  "swiftui|Stepper on tvOS|tvos|#if !os(tvOS)  // stepper|#if true  // stepper|'Stepper' is unavailable in tvOS"
  "swiftui|ToolbarItemPlacement.secondaryAction on watchOS|watchos|#if !os(tvOS) && !os(watchOS)  // secondary action|#if !os(tvOS)  // secondary action|'secondaryAction' is unavailable in watchOS"
  "uikit|a protocol requirement witnessed by UIViewController API unavailable on visionOS (as automaticallyAdjustsScrollViewInsets was)|visionos|#if !os(visionOS)  // status bar|#if true  // status bar|unavailable instance method 'setNeedsStatusBarAppearanceUpdate\(\)' was used to satisfy a requirement"
  "testing|an exit test compiled for iOS (swift-testing has none there)|ios|#if compiler(>=6.2) && !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests|#if compiler(>=6.2) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests|Exit tests are not available on this platform"
  "testing|VirtualClock.advance(by:) without await|linux|    await clock.advance(by: .seconds(5))|    clock.advance(by: .seconds(5))|is 'async' but is not marked with 'await'"
  "swiftui|main-actor state written from NWPathMonitor's @Sendable handler|linux|Task { @MainActor in self?.isOnline = online }|self?.isOnline = online|main actor-isolated property 'isOnline' can not be mutated from a Sendable closure"
  "swiftui|watchOS 11 API without availability check|watchos|if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {|if true {|is only available in watchOS 11"
  # Declarations added for the client trial of 2026-12-07: an iOS 26 one (from the docs) and one
  # the SDK marks unavailable on tvOS.
  "swiftui|iOS 26 tabBarMinimizeBehavior without availability check|ios|if #available(iOS 26.0, *) {  // tab bar|if true {  // tab bar|is only available in iOS 26"
  "swiftui|badge on tvOS|tvos|#if !os(tvOS) && !os(watchOS)  // badge|#if !os(watchOS)  // badge|'badge' is unavailable in tvOS"
  # The top end (issue 32): the mistakes an app makes with `.loadPrevious` and its header, and a
  # resumed feed's scroll position without iOS 18.
  "swiftui|a load-previous action that returns no result|linux|    return messages.first == 0 ? .end : .more|    _ = messages.first|missing return in instance method expected to return 'LoadMoreResult'"
  "swiftui|a header closure without its retry|linux|    .loadPreviousHeader { phase, retry in|    .loadPreviousHeader { phase in|expects 2 arguments, but 1 was used|cannot find 'retry' in scope"
  "swiftui|a load-previous distance in plain points|linux|.loadPreviousDistance(.points(300))|.loadPreviousDistance(300)|cannot convert value of type 'Int' to expected argument type 'RefreshConfiguration.Length'"
  "swiftui|the default header without its retry|linux|LoadPreviousHeader(phase: phase, retry: retry)|LoadPreviousHeader(phase: phase)|missing argument for parameter 'retry'"
  "swiftui|loadPrevious() without await|linux|Task { _ = await coordinator.loadPrevious(source: .programmatic) }|Task { _ = coordinator.loadPrevious(source: .programmatic) }|is 'async' but is not marked with 'await'"
  "swiftui|a resumed feed's ScrollPosition on iOS 17|ios|@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)  // resumed feed|@available(iOS 17.0, tvOS 18.0, watchOS 11.0, macOS 15.0, *)  // resumed feed|is only available in iOS 18"
  # The main-actor-default pass (2b): code that plain Swift 6 accepts (the self-test requires pass
  # 2 to accept the swiftui mutants) and that an app built with Xcode 26's new-project settings
  # cannot compile, and a mistake in such an app's own code.
  "swiftui|an app's Equatable conformance used in a nonisolated function (it is main-actor isolated there)|mainactor|  fresh.count - known.count|  fresh == known ? 0 : fresh.count - known.count|main actor-isolated conformance of 'SelfTestMessage' to 'Equatable' cannot be used in nonisolated context"
  "swiftui|an unannotated helper class used from a nonisolated method (it is main-actor isolated there)|mainactor|    print(text)|    let counter = SelfTestCounter(); counter.value += 1; print(text, counter.value)|main actor-isolated property 'value' can not be mutated from a nonisolated context"
  "appclient|@concurrent on the model's reload, which still writes the model's state|mainactor|  func reload() async {|  @concurrent func reload() async {|main actor-isolated property 'subjects' can not be mutated from a nonisolated context"
  # A file's declared deployment target (`// apple-check: platforms macOS 15`): the macOS 15 app's
  # subject passes at macOS 15 (the control), is refused at the package's floor when its line names
  # no version, and may not name a version below the floor.
  "macapp|a macOS 15 app's file without its deployment target (checked at the package's floor)|macos|// apple-check: platforms macOS 15|// apple-check: platforms macOS|is only available in macOS 15"
  "macapp|a deployment target below the package's floor|macos|// apple-check: platforms macOS 15|// apple-check: platforms macOS 13|declares macOS 13.0, below the package's floor"
)

self_test() {
  build_plugin
  build_sdks >"$WORK/sdks.log" 2>&1 &
  local sdks=$!
  local t=$WORK/self-test
  mkdir -p "$t/linux"
  cp "$SUBJECT" "$t/swiftui.swift"
  cp "$UIKIT_SUBJECT" "$t/uikit.swift"
  cp "$ENGINE_SUBJECT" "$t/engine.swift"
  cp "$APP_CLIENT" "$t/appclient.swift"
  cp "$TESTING_SUBJECT" "$t/testing.swift"
  cp "$MACAPP_SUBJECT" "$t/macapp.swift"
  # The UI stand-in of the names pass: it re-exports the engine stand-in, as PullToRefreshUI does.
  printf '@_exported import SelfTestEngine\n/// A badge.\npublic struct SelfTestBadge {}\n' \
    >"$t/selftest-ui.swift"

  # Linux modules, built directly from the stubs and the sources.
  local m
  for m in Accessibility UIKit SwiftUI Network; do
    linux_swiftc "$t/linux" -emit-module -module-name "$m" -emit-module-path "$t/linux/$m.swiftmodule" \
      "$STUBS"/$m/*.swift >"$t/$m.log" 2>&1 || { cat "$t/$m.log"; say "self-test: stub $m does not build"; exit 1; }
  done
  # shellcheck disable=SC2046
  linux_swiftc "$t/linux" -emit-module -module-name PullToRefresh -package-name "$PACKAGE_NAME" \
    -enable-upcoming-feature ExistentialAny -emit-module-path "$t/linux/PullToRefresh.swiftmodule" \
    $(swift_files Sources/PullToRefresh) >"$t/engine.log" 2>&1 || { cat "$t/engine.log"; exit 1; }
  # shellcheck disable=SC2046
  linux_swiftc "$t/linux" -emit-module -module-name PullToRefreshFrontEndRules \
    -package-name "$PACKAGE_NAME" -enable-upcoming-feature ExistentialAny \
    -emit-module-path "$t/linux/PullToRefreshFrontEndRules.swiftmodule" \
    $(swift_files Sources/PullToRefreshFrontEndRules) >>"$t/engine.log" 2>&1 \
    || { cat "$t/engine.log"; exit 1; }
  # shellcheck disable=SC2046
  linux_swiftc "$t/linux" -emit-module -module-name PullToRefreshTesting \
    -package-name "$PACKAGE_NAME" -enable-upcoming-feature ExistentialAny \
    -emit-module-path "$t/linux/PullToRefreshTesting.swiftmodule" \
    $(swift_files Sources/PullToRefreshTesting) >>"$t/engine.log" 2>&1 \
    || { cat "$t/engine.log"; exit 1; }
  # shellcheck disable=SC2046
  linux_swiftc "$t/linux" -emit-module -module-name PullToRefreshTrace \
    -package-name "$PACKAGE_NAME" -enable-upcoming-feature ExistentialAny \
    -emit-module-path "$t/linux/PullToRefreshTrace.swiftmodule" \
    $(swift_files Sources/PullToRefreshTrace) >>"$t/engine.log" 2>&1 \
    || { cat "$t/engine.log"; exit 1; }
  # shellcheck disable=SC2046
  linux_swiftc "$t/linux" -emit-module -module-name PullToRefreshUI -package-name "$PACKAGE_NAME" \
    -enable-upcoming-feature ExistentialAny "${UI_AVAILABILITY[@]}" \
    -emit-module-path "$t/linux/PullToRefreshUI.swiftmodule" \
    -Xfrontend -experimental-allow-module-with-compiler-errors \
    $(swift_files Sources/PullToRefreshUI) "$WORK/ResourceBundleAccessor.swift" >"$t/ui.log" 2>&1 || true
  [[ -f $t/linux/PullToRefreshUI.swiftmodule ]] || { cat "$t/ui.log"; say "self-test: no UI module"; exit 1; }

  # The platforms' modules.
  wait "$sdks" || { cat "$WORK/sdks.log"; exit 1; }
  local p pids=()
  prepare() {  # PLATFORM
    build_stubs "$1" && build_engine "$1" "$WORK/$1/engine.log" || return 1
    build_ui "$1" "$t/$1" Sources/PullToRefreshUI "$WORK/$1/ui.log" || true
    [[ -f $t/$1/PullToRefreshUI.swiftmodule ]]
  }
  for p in "${PLATFORMS[@]}"; do
    mkdir -p "$WORK/$p"
    prepare "$p" >"$WORK/$p/prepare.log" 2>&1 &
    pids+=($!)
  done
  local i
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || { cat "$WORK/${PLATFORMS[$i]}/"*.log; say "self-test: ${PLATFORMS[$i]} modules"; exit 1; }
  done

  # The appclient subject is main-actor-default app code: its platform passes take that mode.
  run_pass() {  # PASS FILE LOG [mad] -> status 0 if the pass accepts FILE
    local mode=()
    [[ ${4:-} == mad ]] && mode=("${MAIN_ACTOR_DEFAULT[@]}")
    case $1 in
      linux) check_client_linux "$t/linux" "$2" >"$3" ;;
      mainactor) check_client_mad "$t/linux" "$2" >"$3" ;;
      names)  # FILE is the engine stand-in: SelfTestEngine, re-exported by SelfTestUI
        local d=$3.modules
        rm -rf "$d"
        mkdir -p "$d"
        { linux_swiftc "$d" -emit-module -module-name SelfTestEngine \
          -emit-module-path "$d/SelfTestEngine.swiftmodule" "$2" \
          && linux_swiftc "$d" -emit-module -module-name SelfTestUI \
            -emit-module-path "$d/SelfTestUI.swiftmodule" "$t/selftest-ui.swift" \
          && symbol_graph "$d/symbols" "$d" SelfTestUI \
          && check_names "names: SelfTestUI" SelfTestUI "Linux=$d/symbols/SelfTestUI.symbols.json"
        } >"$3" 2>&1
        ;;
      *)  # at the deployment target FILE declares, as the platform passes check client files
        plat_check "$1" "$t/$1" "$(python3 "$HELPER" versions "$2")" "$2" \
          ${mode[@]+"${mode[@]}"} >"$3" 2>&1 || true
        ! grep -q -E ': error: ' "$3"
        ;;
    esac
  }

  # Passes per subject: the SwiftUI and UIKit clients are correct in both modes, the appclient
  # subject in the main-actor-default mode only.
  subject_mode() { [[ $1 == appclient ]] && echo mad; return 0; }
  local ok=1 subject passes pass
  for subject in swiftui uikit engine appclient testing macapp; do
    passes="linux mainactor"
    [[ $subject == engine ]] && passes=names
    [[ $subject == appclient ]] && passes=mainactor
    [[ $subject == testing ]] && passes=linux
    for p in "${PLATFORMS[@]}"; do
      [[ $subject == engine ]] && break
      applies "$p" "$(python3 "$HELPER" platforms "$t/$subject.swift")" && passes+=" $p"
    done
    local rejected=""
    for pass in $passes; do
      run_pass "$pass" "$t/$subject.swift" "$t/control-$subject-$pass.log" "$(subject_mode "$subject")" || {
        rejected+=" $pass"
        cat "$t/control-$subject-$pass.log"
      }
    done
    if [[ -z $rejected ]]; then
      say "control: the unmutated $subject subject passes: $passes"
    else
      ok=0
      say "control: FAILED (the unmutated $subject subject is rejected by:$rejected)"
    fi
  done

  local entry name old new expect caught=0 skipped=0 why
  i=0
  for entry in "${MUTANTS[@]}"; do
    IFS='|' read -r subject name pass old new expect <<<"$entry"
    i=$((i + 1))
    # A `|` in the text or the replacement would shift the fields and leave an empty alternative
    # in the expected reason, which matches anything.
    if [[ -z $expect || $expect == *'||'* || $expect == '|'* || $expect == *'|' ]]; then
      ok=0
      say "BAD MUTANT: $subject ($pass): $name: its fields do not parse (a '|' in the text?)"
      continue
    fi
    if [[ $pass != linux && $pass != mainactor && $pass != names && " ${PLATFORMS[*]} " != *" $pass "* ]]; then
      skipped=$((skipped + 1))
      say "skipped: $subject ($pass): $name (Package.swift declares no such platform)"
      continue
    fi
    python3 "$HELPER" mutate "$t/$subject.swift" "$t/mutant$i.swift" "$old" "$new"
    if run_pass "$pass" "$t/mutant$i.swift" "$t/mutant$i.log" "$(subject_mode "$subject")"; then
      ok=0
      say "MISSED: $subject ($pass): $name"
      continue
    fi
    # A main-actor-default mutant of a subject correct in both modes must be one that only this
    # pass catches: plain Swift 6 (pass 2) accepts it.
    if [[ $pass == mainactor && -z $(subject_mode "$subject") ]] \
      && ! run_pass linux "$t/mutant$i.swift" "$t/mutant$i.plain.log"; then
      ok=0
      say "NOT MAIN-ACTOR-DEFAULT ONLY: $subject ($pass): $name (pass 2 rejects it too)"
      grep -E ': (error|warning): ' "$t/mutant$i.plain.log" | sed 's/^/    /' | head -3
      continue
    fi
    # The first diagnostic shows; the expected reason must be among the errors (with warnings as
    # errors, every diagnostic is an error).
    why=$(grep -m1 -E '(error|warning): ' "$t/mutant$i.log" | sed -E 's/^.*(error|warning): //' || true)
    if grep -E ': (error|warning): ' "$t/mutant$i.log" | grep -q -E -- "$expect"; then
      caught=$((caught + 1))
      say "caught: $subject ($pass): $name  [$why]"
    else
      ok=0
      say "WRONG REASON: $subject ($pass): $name  [$why]; expected /$expect/"
      grep -E ': (error|warning): ' "$t/mutant$i.log" | sed 's/^/    /' | head -5
    fi
  done
  say "self-test: $caught of $((${#MUTANTS[@]} - skipped)) mutants caught for the expected reason"
  [[ $ok == 1 && $((caught + skipped)) == "${#MUTANTS[@]}" ]]
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
