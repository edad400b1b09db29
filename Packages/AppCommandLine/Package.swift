// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "AppCommandLine",
  platforms: [.macOS(.v14)],
  products: [
    // The command-line plumbing the three apps share: arguments, help, exit codes, XDG paths,
    // error lines, and the widget command's draw / watch loop.
    .library(name: "AppCommandLine", targets: ["AppCommandLine"]),
    // A captured console and an in-process app run, for the tests of this and the app packages.
    .library(name: "AppCommandLineTestSupport", targets: ["AppCommandLineTestSupport"]),
  ],
  dependencies: [
    .package(path: "../Networking"),
    .package(path: "../DeepLinks"),
    .package(path: "../Timelines"),
    .package(path: "../TextRendering"),
  ],
  targets: [
    // epoll, timerfd and eventfd, which Swift's Glibc module leaves out: the event loop of the
    // long-running commands waits on them.
    .target(name: "CLinuxEvents"),
    .target(
      name: "AppCommandLine",
      dependencies: [
        "CLinuxEvents",
        .product(name: "Networking", package: "Networking"),
        .product(name: "DeepLinks", package: "DeepLinks"),
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
      ]
    ),
    .target(name: "AppCommandLineTestSupport", dependencies: ["AppCommandLine"]),
    .testTarget(
      name: "AppCommandLineTests",
      dependencies: [
        "AppCommandLine",
        "AppCommandLineTestSupport",
        .product(name: "DeepLinks", package: "DeepLinks"),
        .product(name: "Networking", package: "Networking"),
        .product(name: "NetworkingTestSupport", package: "Networking"),
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
      ]
    ),
  ]
)
