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
    .library(name: "PullToRefresh", targets: ["PullToRefresh"])
  ],
  targets: [
    // Core: the pure state machine, the coordinator, geometry and physics.
    .target(name: "PullToRefresh"),

    // Benchmarks
    .target(name: "AllocationCounter", path: "Sources/AllocationCounter"),
    .executableTarget(
      name: "refresh-bench",
      dependencies: ["PullToRefresh", "AllocationCounter"]
    ),

    // Tests
    .testTarget(name: "PullToRefreshTests", dependencies: ["PullToRefresh"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "AllocationCounter" {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny")
    ]
}
