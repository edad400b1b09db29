// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TextRendering",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TextRendering", targets: ["TextRendering"])
  ],
  targets: [
    .target(name: "TextRendering"),
    .testTarget(
      name: "TextRenderingTests",
      dependencies: ["TextRendering"],
      // Goldens are read and recorded through #filePath, not bundled as resources.
      exclude: ["__Snapshots__"]
    ),
  ]
)
