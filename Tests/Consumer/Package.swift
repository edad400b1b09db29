// swift-tools-version: 6.0
// A project that reuses this repository's packages by URL and version, as the READMEs' `from:`
// form says (they show `branch: "main"` first: release tags do not travel with main's commits).
// Tools/consumer-test.sh copies it out of a clone it tags, points the URL below at that clone
// (file://) and the version at the project's, builds it and runs each executable.
import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(url: "https://github.com/widgets-for-linux/widgets-for-linux", from: "0.3.0")
  ],
  targets: [
    // Networking alone: a generic fetch of a type this project declares.
    .executableTarget(
      name: "fetch-json",
      dependencies: [.product(name: "Networking", package: "widgets-for-linux")]
    ),
    // The todo model and its client, without the widget: TodoDomain (and the Networking its
    // service is built on). Building it must not compile TextRendering or Timelines.
    .executableTarget(
      name: "todo-client",
      dependencies: [
        .product(name: "TodoDomain", package: "widgets-for-linux"),
        .product(name: "Networking", package: "widgets-for-linux"),
      ]
    ),
    // TextRendering alone: a view drawn as plain text.
    .executableTarget(
      name: "render-view",
      dependencies: [.product(name: "TextRendering", package: "widgets-for-linux")]
    ),
  ]
)
