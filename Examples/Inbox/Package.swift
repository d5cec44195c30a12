// swift-tools-version: 6.0

import PackageDescription

let package = Package(
  name: "Inbox",
  platforms: [.macOS(.v15), .iOS(.v17)],
  products: [
    .executable(name: "Inbox", targets: ["Inbox"]),
    // For an iOS app project in Xcode, which can depend on a library but not on an executable.
    .library(name: "InboxKit", targets: ["InboxKit"]),
    // A scheme in Xcode for the previews.
    .library(name: "InboxPreviews", targets: ["InboxPreviews"]),
  ],
  dependencies: [
    // The package at the root of this repository. The name keeps `package:` below independent
    // of the directory it was cloned into.
    .package(name: "swift-pull-to-refresh", path: "../..")
  ],
  targets: [
    // The app's model and screens.
    .target(
      name: "InboxKit",
      dependencies: [.product(name: "PullToRefreshUI", package: "swift-pull-to-refresh")]
    ),

    // The app: `swift run Inbox` builds this target and InboxKit, nothing else.
    .executableTarget(name: "Inbox", dependencies: ["InboxKit"]),

    // Xcode previews. Kept out of the app because a Mac with only the Command Line Tools has no
    // #Preview macro plugin; Xcode builds and shows them.
    .target(
      name: "InboxPreviews",
      dependencies: [
        "InboxKit",
        .product(name: "PullToRefreshUI", package: "swift-pull-to-refresh"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
