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
  ],
  dependencies: [
    .package(path: "../Networking"),
    .package(path: "../DeepLinks"),
    .package(path: "../Timelines"),
    .package(path: "../TextRendering"),
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
    .testTarget(
      name: "JokesDomainTests",
      dependencies: [
        "JokesDomain",
        .product(name: "NetworkingTestSupport", package: "Networking"),
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "JokesWidgetTests", dependencies: ["JokesWidget"]),
  ]
)
