// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TodoDomain",
  platforms: [.macOS(.v14)],
  products: [
    // Model, service and routes: what a project that only wants the data imports.
    .library(name: "TodoDomain", targets: ["TodoDomain"]),
    // Timeline provider and views: the widget face.
    .library(name: "TodoWidget", targets: ["TodoWidget"]),
    // The app face: the command line's commands, composed from the two above.
    .library(name: "TodoApp", targets: ["TodoApp"]),
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
      name: "TodoDomain",
      dependencies: [
        .product(name: "Networking", package: "Networking"),
        .product(name: "DeepLinks", package: "DeepLinks"),
      ]
    ),
    .target(
      name: "TodoWidget",
      dependencies: [
        "TodoDomain",
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
      ]
    ),
    .target(
      name: "TodoApp",
      dependencies: [
        "TodoDomain",
        "TodoWidget",
        .product(name: "AppCommandLine", package: "AppCommandLine"),
        .product(name: "WidgetHost", package: "WidgetHost"),
        .product(name: "Networking", package: "Networking"),
        .product(name: "DeepLinks", package: "DeepLinks"),
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
      ]
    ),
    .testTarget(
      name: "TodoDomainTests",
      dependencies: [
        "TodoDomain",
        .product(name: "Networking", package: "Networking"),
        .product(name: "NetworkingTestSupport", package: "Networking"),
        .product(name: "DeepLinks", package: "DeepLinks"),
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "TodoWidgetTests",
      dependencies: [
        "TodoWidget",
        "TodoDomain",
        .product(name: "Networking", package: "Networking"),
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
        .product(name: "TextRenderingTestSupport", package: "TextRendering"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "TodoAppTests",
      dependencies: [
        "TodoApp",
        "TodoDomain",
        "TodoWidget",
        .product(name: "Networking", package: "Networking"),
        .product(name: "NetworkingTestSupport", package: "Networking"),
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
        .product(name: "TextRenderingTestSupport", package: "TextRendering"),
        .product(name: "AppCommandLine", package: "AppCommandLine"),
        .product(name: "WidgetHost", package: "WidgetHost"),
        .product(name: "AppCommandLineTestSupport", package: "AppCommandLine"),
      ]
    ),
  ]
)
