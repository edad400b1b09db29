// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "AppCommandLine",
  platforms: [.macOS(.v14)],
  products: [
    // The command line of any tool, with or without widgets: typed options decoded once into
    // a request, help, completions and man pages, the terminal, XDG paths, exit codes and the
    // one place an error becomes a line on stderr. The widget host is Packages/WidgetHost.
    .library(name: "AppCommandLine", targets: ["AppCommandLine"]),
    // A captured console and an in-process app run, for the tests of this and the app packages.
    .library(name: "AppCommandLineTestSupport", targets: ["AppCommandLineTestSupport"]),
  ],
  dependencies: [
    .package(path: "../Networking"),
    .package(path: "../DeepLinks"),
    .package(path: "../Timelines"),
    .package(path: "../TextRendering"),
    .package(path: "../Escaping"),
    .package(path: "../Spawning"),
  ],
  targets: [
    .target(
      name: "AppCommandLine",
      dependencies: [
        .product(name: "Networking", package: "Networking"),
        .product(name: "DeepLinks", package: "DeepLinks"),
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
        .product(name: "Escaping", package: "Escaping"),
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
        .product(name: "Spawning", package: "Spawning"),
      ]
    ),
  ]
)
