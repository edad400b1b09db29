// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "JokesDomain",
  platforms: [.macOS(.v14)],
  products: [
    // Model, service and routes: what a project that only wants the data imports.
    .library(name: "JokesDomain", targets: ["JokesDomain"]),
    // Timeline provider and views: the widget face.
    .library(name: "JokesWidget", targets: ["JokesWidget"]),
    // The app face: the command line's commands, composed from the two above.
    .library(name: "JokesApp", targets: ["JokesApp"]),
  ],
  dependencies: [
    .package(path: "../Networking"),
    .package(path: "../DeepLinks"),
    .package(path: "../Timelines"),
    .package(path: "../TextRendering"),
    .package(path: "../AppCommandLine"),
    .package(path: "../WidgetHost"),
  ],
  targets: [
    .target(
      name: "JokesDomain",
      dependencies: [
        .product(name: "Networking", package: "Networking"),
        .product(name: "DeepLinks", package: "DeepLinks"),
      ]
    ),
    .target(
      name: "JokesWidget",
      dependencies: [
        "JokesDomain",
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
      ]
    ),
    .target(
      name: "JokesApp",
      dependencies: [
        "JokesDomain",
        "JokesWidget",
        .product(name: "AppCommandLine", package: "AppCommandLine"),
        .product(name: "WidgetHost", package: "WidgetHost"),
        .product(name: "Networking", package: "Networking"),
        .product(name: "DeepLinks", package: "DeepLinks"),
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
      ]
    ),
    .testTarget(
      name: "JokesDomainTests",
      dependencies: [
        "JokesDomain",
        .product(name: "Networking", package: "Networking"),
        .product(name: "NetworkingTestSupport", package: "Networking"),
        .product(name: "DeepLinks", package: "DeepLinks"),
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "JokesWidgetTests",
      dependencies: [
        "JokesWidget",
        "JokesDomain",
        .product(name: "Networking", package: "Networking"),
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
        .product(name: "TextRenderingTestSupport", package: "TextRendering"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "JokesAppTests",
      dependencies: [
        "JokesApp",
        "JokesDomain",
        "JokesWidget",
        .product(name: "Networking", package: "Networking"),
        .product(name: "NetworkingTestSupport", package: "Networking"),
        .product(name: "TextRendering", package: "TextRendering"),
        .product(name: "TextRenderingTestSupport", package: "TextRendering"),
        .product(name: "AppCommandLine", package: "AppCommandLine"),
        .product(name: "WidgetHost", package: "WidgetHost"),
        .product(name: "AppCommandLineTestSupport", package: "AppCommandLine"),
      ]
    ),
  ]
)
