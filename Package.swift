// swift-tools-version: 6.0
// The root manifest composes the local packages under Packages/ into the three apps, the
// fixture server and the end-to-end tests. Each package also builds and tests on its own:
// `swift test --package-path Packages/X`. Run everything with `Tools/test-all.sh`.
import PackageDescription

let package = Package(
  name: "WidgetsForLinux",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "todos", targets: ["todos"]),
    .executable(name: "dadjokes", targets: ["dadjokes"]),
    .executable(name: "votes", targets: ["votes"]),
    .executable(name: "fixture-server", targets: ["fixture-server"]),
  ],
  dependencies: [
    .package(path: "Packages/Networking"),
    .package(path: "Packages/TodoDomain"),
    .package(path: "Packages/JokesDomain"),
    .package(path: "Packages/VotesDomain"),
  ],
  targets: [
    // MARK: Apps (thin executables: parse, compose, print)
    .executableTarget(
      name: "todos",
      dependencies: [.product(name: "TodoApp", package: "TodoDomain")],
      path: "Apps/todos"
    ),
    .executableTarget(
      name: "dadjokes",
      dependencies: [.product(name: "JokesApp", package: "JokesDomain")],
      path: "Apps/dadjokes"
    ),
    .executableTarget(
      name: "votes",
      dependencies: [.product(name: "VotesApp", package: "VotesDomain")],
      path: "Apps/votes"
    ),

    // MARK: Tools
    .executableTarget(
      name: "fixture-server",
      dependencies: [
        "FixtureServerCore", .product(name: "NetworkingTestSupport", package: "Networking"),
      ],
      path: "Tools/fixture-server",
      exclude: ["README.md", "FixtureServerCore"],
      resources: [.copy("Fixtures")]
    ),
    // The fixture server's routes, as a library so that they can be driven without sockets.
    .target(
      name: "FixtureServerCore",
      dependencies: [.product(name: "NetworkingTestSupport", package: "Networking")],
      path: "Tools/fixture-server/FixtureServerCore"
    ),

    // MARK: End-to-end tests (the built executables against the fixture server)
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["todos", "dadjokes", "votes", "fixture-server"],
      path: "Tests/EndToEndTests"
    ),
  ]
)
