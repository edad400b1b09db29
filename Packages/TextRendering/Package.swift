// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TextRendering",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TextRendering", targets: ["TextRendering"]),
    // Golden-file assertions (`expectGolden`) for the view tests of any package, and the
    // checks of hostile output (`HostileOutput`) for the fuzz tests of the apps.
    .library(name: "TextRenderingTestSupport", targets: ["TextRenderingTestSupport"]),
  ],
  dependencies: [
    .package(path: "../Escaping"),
    .package(path: "../Spawning"),
  ],
  targets: [
    .target(
      name: "TextRendering", dependencies: [.product(name: "Escaping", package: "Escaping")]),
    .target(
      name: "TextRenderingTestSupport",
      dependencies: ["TextRendering", .product(name: "Spawning", package: "Spawning")]),
    .testTarget(
      name: "TextRenderingTests",
      dependencies: ["TextRendering", "TextRenderingTestSupport"],
      // Goldens are read and recorded through #filePath, not bundled as resources.
      exclude: ["__Snapshots__"]
    ),
  ]
)
