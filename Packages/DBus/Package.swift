// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "DBus",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "DBus", targets: ["DBus"])
  ],
  targets: [
    .target(name: "DBus"),
    .testTarget(name: "DBusTests", dependencies: ["DBus"]),
  ]
)
