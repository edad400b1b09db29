// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Spawning",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Spawning", targets: ["Spawning"])
  ],
  targets: [
    .target(name: "Spawning"),
    .testTarget(name: "SpawningTests", dependencies: ["Spawning"]),
  ]
)
