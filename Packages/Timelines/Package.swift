// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Timelines",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Timelines", targets: ["Timelines"])
  ],
  targets: [
    .target(name: "Timelines"),
    .testTarget(name: "TimelinesTests", dependencies: ["Timelines"]),
  ]
)
