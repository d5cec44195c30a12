// swift-tools-version: 6.0

import PackageDescription

let package = Package(
  name: "swift-pull-to-refresh",
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
    .library(name: "PullToRefreshTerminal", targets: ["PullToRefreshTerminal"]),
    .executable(name: "refresh-replay", targets: ["refresh-replay"]),
    .executable(name: "pullwatch", targets: ["pullwatch"]),
  ],
  targets: [
    // Core: the pure state machine, the coordinator, geometry and physics.
    .target(name: "PullToRefresh"),

    // Traces: the format, the replayer, the recorder and the timeline drawing.
    .target(name: "PullToRefreshTrace", dependencies: ["PullToRefresh"]),
    .executableTarget(name: "refresh-replay", dependencies: ["PullToRefreshTrace"]),

    // Terminal: input decoding, screen diffing, the indicator in text, and the pullwatch program.
    .target(name: "PullToRefreshTerminal", dependencies: ["PullToRefresh"]),
    .executableTarget(
      name: "pullwatch",
      dependencies: ["PullToRefreshTerminal", "PullToRefreshTrace"]
    ),

    // Benchmarks
    .target(name: "AllocationCounter", path: "Sources/AllocationCounter"),
    .executableTarget(
      name: "refresh-bench",
      dependencies: ["PullToRefresh", "AllocationCounter"]
    ),
    .executableTarget(name: "pullwatch-bench", dependencies: ["PullToRefreshTerminal"]),

    // Tests
    .testTarget(name: "PullToRefreshTests", dependencies: ["PullToRefresh"]),
    .testTarget(name: "PullToRefreshTraceTests", dependencies: ["PullToRefreshTrace"]),
    .testTarget(name: "PullToRefreshTerminalTests", dependencies: ["PullToRefreshTerminal"]),
    .testTarget(name: "pullwatchTests", dependencies: ["pullwatch"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "AllocationCounter" {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny")
    ]
}
