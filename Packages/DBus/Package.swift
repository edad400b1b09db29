// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "DBus",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "DBus", targets: ["DBus"]),
    // A private dbus-daemon and real programs (gdbus, busctl, dbus-monitor) run by a poll
    // loop, for the tests of this and other packages.
    .library(name: "DBusTestSupport", targets: ["DBusTestSupport"]),
  ],
  dependencies: [
    .package(path: "../Escaping"),
    .package(path: "../Spawning"),
  ],
  targets: [
    .target(name: "DBus", dependencies: [.product(name: "Escaping", package: "Escaping")]),
    .target(
      name: "DBusTestSupport",
      dependencies: ["DBus", .product(name: "Spawning", package: "Spawning")]),
    .testTarget(name: "DBusTests", dependencies: ["DBus", "DBusTestSupport"]),
  ]
)
