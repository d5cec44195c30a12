// swift-tools-version: 6.0

import PackageDescription

// The floors of the SwiftUI and UIKit front end, written once: its sources say
// `@available(PullToRefreshUI 1.0, *)`, and AppleCheck/check-apple-code.sh reads these lines.
let uiFloor = "PullToRefreshUI 1.0:iOS 17.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 1.0"
// The floor of SwiftUI's scroll geometry and position (`onScrollGeometryChange`,
// `onScrollPhaseChange`, `ScrollPosition`, `scrollPosition(_:anchor:)`: iOS 18, macOS 15, tvOS 18,
// watchOS 11 and visionOS 2 in Apple's documentation): `@available(PullToRefreshUI 1.1, *)`.
let scrollFloor = "PullToRefreshUI 1.1:iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0"

let package = Package(
  name: "swift-pull-to-refresh",
  defaultLocalization: "en",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
    .visionOS(.v1),
  ],
  products: [
    .library(name: "PullToRefresh", targets: ["PullToRefresh"]),
    .library(name: "PullToRefreshTrace", targets: ["PullToRefreshTrace"]),
    .library(name: "PullToRefreshTesting", targets: ["PullToRefreshTesting"]),
    .library(name: "PullToRefreshUI", targets: ["PullToRefreshUI"]),
    .executable(name: "refresh-replay", targets: ["refresh-replay"]),
  ],
  targets: [
    // Core: the pure state machine, the coordinator and geometry; it knows no screen.
    .target(name: "PullToRefresh"),

    // SwiftUI and UIKit front ends: every file is under #if canImport(SwiftUI) or (UIKit).
    .target(
      name: "PullToRefreshUI",
      dependencies: ["PullToRefresh", "PullToRefreshFrontEndRules"],
      resources: [.process("Resources")],
      swiftSettings: [
        .enableExperimentalFeature("AvailabilityMacro=" + uiFloor),
        .enableExperimentalFeature("AvailabilityMacro=" + scrollFloor),
      ]
    ),
    // What the front ends decide in plain Swift (UIScrollView numbers, the content inset, the
    // indicator's place, who owns a setting, what the refresh policy hears), so that Linux tests
    // it. Not a product.
    .target(name: "PullToRefreshFrontEndRules", dependencies: ["PullToRefresh"]),

    // The test clock (VirtualClock), for an app's tests and the trace replayer: the standard
    // library only.
    .target(name: "PullToRefreshTesting"),
    // Traces: the format, the replayer, the recorder and the timeline drawing; re-exports the
    // test clock.
    .target(name: "PullToRefreshTrace", dependencies: ["PullToRefresh", "PullToRefreshTesting"]),
    .executableTarget(name: "refresh-replay", dependencies: ["PullToRefreshTrace"]),

    // Benchmarks
    .target(name: "AllocationCounter", path: "Sources/AllocationCounter"),
    .executableTarget(
      name: "refresh-bench",
      dependencies: ["PullToRefresh", "AllocationCounter"]
    ),

    // Checks the fuzzers (Fuzz/Targets, built by Scripts/fuzz.sh) and the tests share: one oracle
    // per fuzz target. Not a product. The terminal's fuzzers are in Examples/pullwatch.
    .target(name: "FuzzChecks", dependencies: ["PullToRefreshTrace"], path: "Fuzz/Checks"),

    // Tests; TestSupport holds the seeded generator of the random tests.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "PullToRefreshTests",
      dependencies: ["PullToRefresh", "PullToRefreshTrace", "TestSupport"]
    ),
    .testTarget(name: "PullToRefreshTraceTests", dependencies: ["PullToRefreshTrace"]),
    .testTarget(
      name: "PullToRefreshTestingTests",
      dependencies: ["PullToRefreshTesting", "PullToRefresh"]
    ),
    .testTarget(name: "PullToRefreshUITests", dependencies: ["PullToRefreshUI"]),
    .testTarget(
      name: "PullToRefreshFrontEndRulesTests",
      dependencies: ["PullToRefreshFrontEndRules"]
    ),
    .testTarget(name: "FuzzChecksTests", dependencies: ["FuzzChecks"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "AllocationCounter" {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny")
    ]
}

// MARK: - Linux only: compile-check the SwiftUI and UIKit front ends against declaration stubs
//
// Evaluated on the host, so Xcode and SwiftPM on Apple platforms never see this block, and plain
// Linux builds see it only with PTR_APPLE_STUBS=1 (set by AppleCheck/check-apple-code.sh, which
// also builds the #Preview plugin and uses its own scratch path, .build-stubs). AppleCheck/Stubs/
// is outside Sources/, so nothing else picks it up.
#if os(Linux)
// The front ends' door: with PTR_FRONT_END_DOOR=1 (Scripts/check-front-end-door.sh) the engine is
// compiled as a package of its own, so the front end and its support target see of it only what
// an outside package sees: the public API and the `@_spi(FrontEnd)` door, no `package`
// declaration. Only those two targets build so.
if Context.environment["PTR_FRONT_END_DOOR"] == "1",
  let engine = package.targets.firstIndex(where: { $0.name == "PullToRefresh" })
{
  package.targets[engine] = .target(
    name: "PullToRefresh",
    packageAccess: false,
    swiftSettings: (package.targets[engine].swiftSettings ?? [])
      + [.unsafeFlags(["-package-name", "PullToRefreshEngineAlone"])]
  )
}
if Context.environment["PTR_APPLE_STUBS"] == "1" {
  let previews: SwiftSetting = .unsafeFlags([
    "-load-plugin-library", Context.packageDirectory + "/.build-stubs/plugins/libShimMacros.so",
  ])
  package.targets += [
    .target(name: "UIKit", path: "AppleCheck/Stubs/UIKit"),
    .target(name: "Accessibility", path: "AppleCheck/Stubs/Accessibility"),
    .target(
      name: "SwiftUI",
      dependencies: ["Accessibility", "UIKit"],
      path: "AppleCheck/Stubs/SwiftUI",
      swiftSettings: [previews]
    ),
    // The path monitor: the front ends' network reports (the refresh policy) and client code.
    .target(name: "Network", path: "AppleCheck/Stubs/Network"),
  ]
  for target in package.targets where target.name == "PullToRefreshUI" {
    target.dependencies += ["SwiftUI", "UIKit", "Network"]
    target.swiftSettings = (target.swiftSettings ?? []) + [previews]
  }
}
#endif
