// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Networking",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Networking", targets: ["Networking"]),
    // A real HTTP/1.1 server on loopback, for the tests of this and other packages.
    .library(name: "NetworkingTestSupport", targets: ["NetworkingTestSupport"]),
  ],
  dependencies: [
    .package(path: "../PrivateFiles")
  ],
  targets: [
    .target(
      name: "Networking",
      dependencies: ["CCurl", .product(name: "PrivateFiles", package: "PrivateFiles")]
    ),
    // Typed wrappers for libcurl's variadic calls, which Swift cannot make itself; its module
    // map links libcurl. libcurl and its headers are among the Swift toolchain's own Linux
    // dependencies (libcurl4-openssl-dev).
    .target(name: "CCurl"),
    .target(name: "NetworkingTestSupport"),
    .testTarget(
      name: "NetworkingTests",
      dependencies: ["Networking", "NetworkingTestSupport"]
    ),
  ]
)
