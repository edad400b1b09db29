// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "VotesDomain",
  platforms: [.macOS(.v14)],
  products: [
    // Model, service and routes: what a project that only wants the data imports.
    .library(name: "VotesDomain", targets: ["VotesDomain"]),
    // Timeline provider and views: the widget face.
    .library(name: "VotesWidget", targets: ["VotesWidget"]),
  ],
  dependencies: [
    .package(path: "../Networking"),
    .package(path: "../DeepLinks"),
    .package(path: "../Timelines"),
    .package(path: "../TextRendering"),
  ],
  targets: [
    .target(
      name: "VotesDomain",
      dependencies: [
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
    .testTarget(
      name: "VotesDomainTests",
      dependencies: [
        "VotesDomain",
        .product(name: "NetworkingTestSupport", package: "Networking"),
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "VotesWidgetTests", dependencies: ["VotesWidget"]),
  ]
)
