// swift-tools-version: 6.0

import PackageDescription

// pullwatch, `watch` with a pull, and the terminal stack under it. A client of the root package:
// it sees the engine as any outside package does, through its public API and the front ends' door
// (`@_spi(FrontEnd) import PullToRefresh`), never through its `package` declarations.
let package = Package(
  name: "pullwatch",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "pullwatch", targets: ["pullwatch"])
  ],
  dependencies: [
    // The package at the root of this repository. The name keeps `package:` below independent
    // of the directory it was cloned into.
    .package(name: "swift-pull-to-refresh", path: "../..")
  ],
  targets: [
    // A generic terminal toolkit (screen, diffing, input decoding) knowing nothing of refreshing;
    // the terminal front end on it (scroll physics, the indicator in text, the list frame), which
    // re-exports the toolkit; the `watch -d` text model; and the pullwatch program. Not products:
    // the three libraries share their API with `package`.
    .target(name: "TerminalKit"),
    .target(
      name: "PullToRefreshTerminal",
      dependencies: [
        "TerminalKit", .product(name: "PullToRefresh", package: "swift-pull-to-refresh"),
      ]
    ),
    .target(name: "WatchText", dependencies: ["TerminalKit"]),
    .executableTarget(
      name: "pullwatch",
      dependencies: [
        "PullToRefreshTerminal", "WatchText",
        .product(name: "PullToRefreshTrace", package: "swift-pull-to-refresh"),
      ]
    ),

    // The benchmark: a frame's cost and a run's, in CPU time.
    .executableTarget(
      name: "pullwatch-bench",
      dependencies: [
        "PullToRefreshTerminal", "WatchText",
        .product(name: "PullToRefreshTesting", package: "swift-pull-to-refresh"),
      ]
    ),

    // Checks the fuzzers (Fuzz/Targets, built by ../../Scripts/fuzz.sh) and the tests share: the
    // strict terminal emulator and one oracle per fuzz target. Not a product.
    .target(
      name: "FuzzChecks",
      dependencies: [
        "PullToRefreshTerminal",
        .product(name: "PullToRefreshTesting", package: "swift-pull-to-refresh"),
      ],
      path: "Fuzz/Checks"
    ),

    // Tests; TestSupport holds what several test targets share (the seeded generator).
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "TerminalKitTests",
      dependencies: ["TerminalKit", "FuzzChecks", "TestSupport"]
    ),
    .testTarget(
      name: "PullToRefreshTerminalTests",
      dependencies: [
        "PullToRefreshTerminal",
        .product(name: "PullToRefreshTrace", package: "swift-pull-to-refresh"),
      ]
    ),
    .testTarget(
      name: "WatchTextTests",
      dependencies: ["WatchText", "PullToRefreshTerminal", "FuzzChecks", "TestSupport"]
    ),
    .testTarget(
      name: "pullwatchTests",
      dependencies: [
        "pullwatch", .product(name: "PullToRefreshTesting", package: "swift-pull-to-refresh"),
      ]
    ),
    .testTarget(name: "FuzzChecksTests", dependencies: ["FuzzChecks"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny")
    ]
}
