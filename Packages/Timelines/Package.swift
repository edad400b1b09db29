// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Timelines",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Timelines", targets: ["Timelines"])
  ],
  dependencies: [
    .package(path: "../PrivateFiles")
  ],
  targets: [
    .target(
      name: "Timelines",
      dependencies: [.product(name: "PrivateFiles", package: "PrivateFiles")]
    ),
    .testTarget(
      name: "TimelinesTests",
      dependencies: ["Timelines", .product(name: "PrivateFiles", package: "PrivateFiles")]
    ),
  ]
)
