// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "WidgetHost",
  platforms: [.macOS(.v14)],
  products: [
    // What hosts an app's widgets, as SpringBoard and chronod do on iOS: the `widget`,
    // `status`, `tray`, `widgets`, `refresh`, `service` and `timeline` commands, placement,
    // the event loop, the refresh socket and HTTP endpoint, status formats, bar clicks, the
    // tray item, intents and notifications. An app conforms to `WidgetApp`; the host asks it for widgets by request.
    .library(name: "WidgetHost", targets: ["WidgetHost"])
  ],
  dependencies: [
    .package(path: "../AppCommandLine"),
    .package(path: "../PrivateFiles"),
    .package(path: "../Networking"),
    .package(path: "../DeepLinks"),
    .package(path: "../Timelines"),
    .package(path: "../TextRendering"),
    .package(path: "../DBus"),
    .package(path: "../Escaping"),
    .package(path: "../Spawning"),
  ],
  targets: [
    // epoll, timerfd and eventfd, which Swift's Glibc module leaves out: the event loop of the
    // long-running commands waits on them.
    .target(name: "CLinuxEvents"),
    .target(
      name: "WidgetHost",
      dependencies: [
        "CLinuxEvents",
        .product(name: "AppCommandLine", package: "AppCommandLine"),
        .product(name: "PrivateFiles", package: "PrivateFiles"),
        .product(name: "Networking", package: "Networking"),
        .product(name: "DeepLinks", package: "DeepLinks"),
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
        .product(name: "DBus", package: "DBus"),
        .product(name: "Escaping", package: "Escaping"),
        .product(name: "Spawning", package: "Spawning"),
      ]
    ),
    .testTarget(
      name: "WidgetHostTests",
      dependencies: [
        "WidgetHost",
        .product(name: "AppCommandLine", package: "AppCommandLine"),
        .product(name: "AppCommandLineTestSupport", package: "AppCommandLine"),
        .product(name: "DeepLinks", package: "DeepLinks"),
        .product(name: "Networking", package: "Networking"),
        .product(name: "NetworkingTestSupport", package: "Networking"),
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
        .product(name: "DBus", package: "DBus"),
        .product(name: "DBusTestSupport", package: "DBus"),
      ]
    ),
  ]
)
