// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Escaping",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Escaping", targets: ["Escaping"])
  ],
  targets: [
    .target(name: "Escaping"),
    .testTarget(name: "EscapingTests", dependencies: ["Escaping"]),
  ]
)
