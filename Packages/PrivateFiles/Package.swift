// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "PrivateFiles",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "PrivateFiles", targets: ["PrivateFiles"])
  ],
  targets: [
    .target(name: "PrivateFiles"),
    .testTarget(name: "PrivateFilesTests", dependencies: ["PrivateFiles"]),
  ]
)
