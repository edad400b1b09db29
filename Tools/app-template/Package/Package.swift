// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "__Name__Domain",
  platforms: [.macOS(.v14)],
  products: [
    // Model, client and routes: what a project that only wants the data imports.
    .library(name: "__Name__Domain", targets: ["__Name__Domain"]),
    // Timeline provider and views: the widget.
    .library(name: "__Name__Widget", targets: ["__Name__Widget"]),
    // The command line's commands, composed from the two above.
    .library(name: "__Name__App", targets: ["__Name__App"]),
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
      name: "__Name__Domain",
      dependencies: [
        .product(name: "Networking", package: "Networking"),
        .product(name: "DeepLinks", package: "DeepLinks"),
      ]
    ),
    .target(
      name: "__Name__Widget",
      dependencies: [
        "__Name__Domain",
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
      ]
    ),
    .target(
      name: "__Name__App",
      dependencies: [
        "__Name__Domain",
        "__Name__Widget",
        .product(name: "AppCommandLine", package: "AppCommandLine"),
        .product(name: "WidgetHost", package: "WidgetHost"),
        .product(name: "Networking", package: "Networking"),
        .product(name: "DeepLinks", package: "DeepLinks"),
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
      ]
    ),
    .testTarget(
      name: "__Name__DomainTests",
      dependencies: [
        "__Name__Domain",
        .product(name: "Networking", package: "Networking"),
        .product(name: "NetworkingTestSupport", package: "Networking"),
        .product(name: "DeepLinks", package: "DeepLinks"),
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "__Name__WidgetTests",
      dependencies: [
        "__Name__Widget",
        "__Name__Domain",
        .product(name: "Networking", package: "Networking"),
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
        .product(name: "TextRenderingTestSupport", package: "TextRendering"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "__Name__AppTests",
      dependencies: [
        "__Name__App",
        "__Name__Domain",
        "__Name__Widget",
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
