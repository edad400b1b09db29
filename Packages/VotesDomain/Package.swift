// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "VotesDomain",
  platforms: [.macOS(.v14)],
  products: [
    // Model, sources and routes: what a project that only wants the data imports.
    .library(name: "VotesDomain", targets: ["VotesDomain"]),
    // Timeline provider and views: the widget face.
    .library(name: "VotesWidget", targets: ["VotesWidget"]),
    // The app face: the command line's commands, composed from the two above.
    .library(name: "VotesApp", targets: ["VotesApp"]),
  ],
  dependencies: [
    .package(path: "../PrivateFiles"),
    .package(path: "../Networking"),
    .package(path: "../DeepLinks"),
    .package(path: "../Timelines"),
    .package(path: "../TextRendering"),
    .package(path: "../AppCommandLine"),
    .package(path: "../WidgetHost"),
  ],
  targets: [
    .target(
      name: "VotesDomain",
      dependencies: [
        .product(name: "PrivateFiles", package: "PrivateFiles"),
        .product(name: "Networking", package: "Networking"),
        .product(name: "DeepLinks", package: "DeepLinks"),
      ]
    ),
    .target(
      name: "VotesWidget",
      dependencies: [
        "VotesDomain",
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
      ]
    ),
    .target(
      name: "VotesApp",
      dependencies: [
        "VotesDomain",
        "VotesWidget",
        .product(name: "AppCommandLine", package: "AppCommandLine"),
        .product(name: "WidgetHost", package: "WidgetHost"),
        .product(name: "Networking", package: "Networking"),
        .product(name: "DeepLinks", package: "DeepLinks"),
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
      ]
    ),
    // The recorded payloads (Clerk XML, congress.gov JSON) and their loader, kept once for
    // every test target below; not a product.
    .target(
      name: "VotesTestSupport",
      dependencies: ["VotesDomain"],
      path: "Tests/VotesTestSupport",
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "VotesDomainTests",
      dependencies: [
        "VotesDomain",
        "VotesTestSupport",
        .product(name: "Networking", package: "Networking"),
        .product(name: "NetworkingTestSupport", package: "Networking"),
        .product(name: "DeepLinks", package: "DeepLinks"),
      ]
    ),
    .testTarget(
      name: "VotesWidgetTests",
      dependencies: [
        "VotesDomain",
        "VotesWidget",
        "VotesTestSupport",
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
        .product(name: "TextRenderingTestSupport", package: "TextRendering"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "VotesAppTests",
      dependencies: [
        "VotesApp",
        "VotesDomain",
        "VotesWidget",
        "VotesTestSupport",
        .product(name: "Networking", package: "Networking"),
        .product(name: "NetworkingTestSupport", package: "Networking"),
        .product(name: "Timelines", package: "Timelines"),
        .product(name: "TextRendering", package: "TextRendering"),
        .product(name: "AppCommandLine", package: "AppCommandLine"),
        .product(name: "WidgetHost", package: "WidgetHost"),
        .product(name: "AppCommandLineTestSupport", package: "AppCommandLine"),
      ]
    ),
  ]
)
