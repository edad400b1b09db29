// swift-tools-version: 6.0
// The root manifest is the one other projects depend on by URL (the README shows the lines;
// Tests/Consumer is such a project).
// SwiftPM will not fetch by URL a package that depends on local path packages, so this manifest
// declares every library target of Packages/* itself, over the same source folders, and exports
// the same products. Each package keeps its own manifest for `swift test --package-path`.
// The two must agree: `Tools/manifest-check` (run by `Tools/test-all.sh`) compares them.
// The apps, the fixture server and the end-to-end tests use these targets directly.
import PackageDescription

/// A library target of the package `Packages/<package>`, over that package's own sources.
/// Names, dependencies (a sibling's product becomes this manifest's target of that name),
/// resources and settings are the package manifest's.
func library(
  _ name: String,
  in package: String,
  dependencies: [Target.Dependency] = [],
  exclude: [String] = [],
  resources: [Resource]? = nil,
  swiftSettings: [SwiftSetting]? = nil
) -> Target {
  .target(
    name: name,
    dependencies: dependencies,
    path: "Packages/\(package)/Sources/\(name)",
    exclude: exclude,
    resources: resources,
    swiftSettings: swiftSettings
  )
}

let package = Package(
  name: "WidgetsForLinux",
  platforms: [.macOS(.v14)],
  products: [
    // MARK: Libraries (the products of Packages/*, under the same names)
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "NetworkingTestSupport", targets: ["NetworkingTestSupport"]),
    .library(name: "Timelines", targets: ["Timelines"]),
    .library(name: "DeepLinks", targets: ["DeepLinks"]),
    .library(name: "TextRendering", targets: ["TextRendering"]),
    .library(name: "TextRenderingTestSupport", targets: ["TextRenderingTestSupport"]),
    .library(name: "AppCommandLine", targets: ["AppCommandLine"]),
    .library(name: "AppCommandLineTestSupport", targets: ["AppCommandLineTestSupport"]),
    .library(name: "TodoDomain", targets: ["TodoDomain"]),
    .library(name: "TodoWidget", targets: ["TodoWidget"]),
    .library(name: "TodoApp", targets: ["TodoApp"]),
    .library(name: "JokesDomain", targets: ["JokesDomain"]),
    .library(name: "JokesWidget", targets: ["JokesWidget"]),
    .library(name: "JokesApp", targets: ["JokesApp"]),
    .library(name: "VotesDomain", targets: ["VotesDomain"]),
    .library(name: "VotesWidget", targets: ["VotesWidget"]),
    .library(name: "VotesApp", targets: ["VotesApp"]),

    // MARK: Executables
    .executable(name: "todos", targets: ["todos"]),
    .executable(name: "dadjokes", targets: ["dadjokes"]),
    .executable(name: "votes", targets: ["votes"]),
    .executable(name: "fixture-server", targets: ["fixture-server"]),
  ],
  targets: [
    // MARK: Packages/Networking
    library("Networking", in: "Networking"),
    library("NetworkingTestSupport", in: "Networking"),

    // MARK: Packages/Timelines
    library("Timelines", in: "Timelines"),

    // MARK: Packages/DeepLinks
    library("DeepLinks", in: "DeepLinks"),

    // MARK: Packages/TextRendering
    library("TextRendering", in: "TextRendering"),
    library("TextRenderingTestSupport", in: "TextRendering", dependencies: ["TextRendering"]),

    // MARK: Packages/AppCommandLine
    library("CLinuxEvents", in: "AppCommandLine"),
    library(
      "AppCommandLine", in: "AppCommandLine",
      dependencies: ["CLinuxEvents", "Networking", "DeepLinks", "Timelines", "TextRendering"]
    ),
    library("AppCommandLineTestSupport", in: "AppCommandLine", dependencies: ["AppCommandLine"]),

    // MARK: Packages/TodoDomain
    library("TodoDomain", in: "TodoDomain", dependencies: ["Networking", "DeepLinks"]),
    library(
      "TodoWidget", in: "TodoDomain",
      dependencies: ["TodoDomain", "Timelines", "TextRendering"]
    ),
    library(
      "TodoApp", in: "TodoDomain",
      dependencies: [
        "TodoDomain", "TodoWidget", "AppCommandLine", "Networking", "DeepLinks", "Timelines",
        "TextRendering",
      ]
    ),

    // MARK: Packages/JokesDomain
    library("JokesDomain", in: "JokesDomain", dependencies: ["Networking", "DeepLinks"]),
    library(
      "JokesWidget", in: "JokesDomain",
      dependencies: ["JokesDomain", "Timelines", "TextRendering"]
    ),
    library(
      "JokesApp", in: "JokesDomain",
      dependencies: [
        "JokesDomain", "JokesWidget", "AppCommandLine", "Networking", "DeepLinks", "Timelines",
        "TextRendering",
      ]
    ),

    // MARK: Packages/VotesDomain
    library("VotesDomain", in: "VotesDomain", dependencies: ["Networking", "DeepLinks"]),
    library(
      "VotesWidget", in: "VotesDomain",
      dependencies: ["VotesDomain", "Timelines", "TextRendering"]
    ),
    library(
      "VotesApp", in: "VotesDomain",
      dependencies: [
        "VotesDomain", "VotesWidget", "AppCommandLine", "Networking", "DeepLinks", "Timelines",
        "TextRendering",
      ]
    ),
    // The recorded payloads VotesDomain's test targets share (not a product).
    .target(
      name: "VotesTestSupport",
      dependencies: ["VotesDomain"],
      path: "Packages/VotesDomain/Tests/VotesTestSupport",
      resources: [.copy("Fixtures")]
    ),

    // MARK: Apps (thin executables: parse, compose, print)
    .executableTarget(name: "todos", dependencies: ["TodoApp"], path: "Apps/todos"),
    .executableTarget(name: "dadjokes", dependencies: ["JokesApp"], path: "Apps/dadjokes"),
    .executableTarget(name: "votes", dependencies: ["VotesApp"], path: "Apps/votes"),

    // MARK: Tools
    .executableTarget(
      name: "fixture-server",
      dependencies: ["FixtureServerCore", "NetworkingTestSupport"],
      path: "Tools/fixture-server",
      exclude: ["README.md", "FixtureServerCore"],
      resources: [.copy("Fixtures")]
    ),
    // The fixture server's routes, as a library so that they can be driven without sockets.
    .target(
      name: "FixtureServerCore",
      dependencies: ["NetworkingTestSupport"],
      path: "Tools/fixture-server/FixtureServerCore"
    ),

    // MARK: End-to-end tests (the built executables against the fixture server)
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "todos", "dadjokes", "votes", "fixture-server", "TextRendering", "TextRenderingTestSupport",
      ],
      path: "Tests/EndToEndTests"
    ),
  ]
)
