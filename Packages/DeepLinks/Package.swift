// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "DeepLinks",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "DeepLinks", targets: ["DeepLinks"])
  ],
  targets: [
    .target(name: "DeepLinks"),
    .testTarget(name: "DeepLinksTests", dependencies: ["DeepLinks"]),
  ]
)
