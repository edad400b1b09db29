// swift-tools-version: 6.0
// The root manifest is the one other projects depend on by URL (the README shows the lines;
// Tests/Consumer is such a project).
// SwiftPM will not fetch by URL a package that depends on local path packages, so this manifest
// declares every non-test target of Packages/* itself, over the same source folders, and exports
// the same products. That package section, between the GENERATED markers at the end, is written
// from the packages' own manifests (which `swift test --package-path` reads) by
// Tools/root-manifest: change Packages/X/Package.swift, then run
//   swift run --package-path Tools/root-manifest root-manifest
// Tools/test-all.sh fails while the section is stale. Above the markers, by hand: the apps, the
// fixture server and the end-to-end tests, which use the packages' targets directly.
import PackageDescription

let package = Package(
  name: "WidgetsForLinux",
  platforms: packagePlatforms(),
  products: packageProducts() + [
    // MARK: Executables
    .executable(name: "todos", targets: ["todos"]),
    .executable(name: "dadjokes", targets: ["dadjokes"]),
    .executable(name: "votes", targets: ["votes"]),
    .executable(name: "widgets-for-linux", targets: ["widgets-for-linux"]),
    .executable(name: "fixture-server", targets: ["fixture-server"]),
  ],
  targets: packageTargets() + [
    // MARK: Apps (thin executables: parse, compose, print)
    .executableTarget(name: "todos", dependencies: ["TodoApp"], path: "Apps/todos"),
    .executableTarget(name: "dadjokes", dependencies: ["JokesApp"], path: "Apps/dadjokes"),
    .executableTarget(name: "votes", dependencies: ["VotesApp"], path: "Apps/votes"),

    // MARK: The program (every app in one executable, run by a link named after the app)
    .executableTarget(
      name: "widgets-for-linux",
      dependencies: [
        "AppCommandLine",
        "TodoApp",
        "JokesApp",
        "VotesApp",
      ],
      path: "Program"
    ),

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
        "todos", "dadjokes", "votes", "widgets-for-linux", "fixture-server", "TextRendering",
        "TextRenderingTestSupport", "DBus", "DBusTestSupport", "Spawning",
      ],
      path: "Tests/EndToEndTests",
      // The pictures' reference screenshots, read from the source folder (PictureReference).
      exclude: ["Pictures/References"]
    ),
  ]
)

// BEGIN GENERATED from Packages/*/Package.swift by Tools/root-manifest: do not edit.
// After changing a package manifest: swift run --package-path Tools/root-manifest root-manifest

/// The platforms every package of `Packages/` declares.
func packagePlatforms() -> [SupportedPlatform] {
  [.macOS("14.0")]
}

/// The products of `Packages/*`, under the packages' names.
func packageProducts() -> [Product] {
  [
    // MARK: Packages/AppCommandLine
    .library(name: "AppCommandLine", targets: ["AppCommandLine"]),
    .library(name: "AppCommandLineTestSupport", targets: ["AppCommandLineTestSupport"]),
    // MARK: Packages/DBus
    .library(name: "DBus", targets: ["DBus"]),
    .library(name: "DBusTestSupport", targets: ["DBusTestSupport"]),
    // MARK: Packages/DeepLinks
    .library(name: "DeepLinks", targets: ["DeepLinks"]),
    // MARK: Packages/Escaping
    .library(name: "Escaping", targets: ["Escaping"]),
    // MARK: Packages/JokesDomain
    .library(name: "JokesDomain", targets: ["JokesDomain"]),
    .library(name: "JokesWidget", targets: ["JokesWidget"]),
    .library(name: "JokesApp", targets: ["JokesApp"]),
    // MARK: Packages/Networking
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "NetworkingTestSupport", targets: ["NetworkingTestSupport"]),
    // MARK: Packages/PrivateFiles
    .library(name: "PrivateFiles", targets: ["PrivateFiles"]),
    // MARK: Packages/Spawning
    .library(name: "Spawning", targets: ["Spawning"]),
    // MARK: Packages/TextRendering
    .library(name: "TextRendering", targets: ["TextRendering"]),
    .library(name: "TextRenderingTestSupport", targets: ["TextRenderingTestSupport"]),
    // MARK: Packages/Timelines
    .library(name: "Timelines", targets: ["Timelines"]),
    // MARK: Packages/TodoDomain
    .library(name: "TodoDomain", targets: ["TodoDomain"]),
    .library(name: "TodoWidget", targets: ["TodoWidget"]),
    .library(name: "TodoApp", targets: ["TodoApp"]),
    // MARK: Packages/VotesDomain
    .library(name: "VotesDomain", targets: ["VotesDomain"]),
    .library(name: "VotesWidget", targets: ["VotesWidget"]),
    .library(name: "VotesApp", targets: ["VotesApp"]),
    // MARK: Packages/WidgetHost
    .library(name: "WidgetHost", targets: ["WidgetHost"]),
  ]
}

/// The targets of `Packages/*` but their tests, over the packages' folders.
func packageTargets() -> [Target] {
  [
    // MARK: Packages/AppCommandLine
    .target(
      name: "AppCommandLine",
      dependencies: ["Networking", "DeepLinks", "Timelines", "TextRendering", "Escaping"],
      path: "Packages/AppCommandLine/Sources/AppCommandLine"
    ),
    .target(
      name: "AppCommandLineTestSupport",
      dependencies: ["AppCommandLine"],
      path: "Packages/AppCommandLine/Sources/AppCommandLineTestSupport"
    ),
    // MARK: Packages/DBus
    .target(
      name: "DBus",
      dependencies: ["Escaping"],
      path: "Packages/DBus/Sources/DBus"
    ),
    .target(
      name: "DBusTestSupport",
      dependencies: ["DBus", "Spawning"],
      path: "Packages/DBus/Sources/DBusTestSupport"
    ),
    // MARK: Packages/DeepLinks
    .target(
      name: "DeepLinks",
      path: "Packages/DeepLinks/Sources/DeepLinks"
    ),
    // MARK: Packages/Escaping
    .target(
      name: "Escaping",
      path: "Packages/Escaping/Sources/Escaping"
    ),
    // MARK: Packages/JokesDomain
    .target(
      name: "JokesDomain",
      dependencies: ["Networking", "DeepLinks"],
      path: "Packages/JokesDomain/Sources/JokesDomain"
    ),
    .target(
      name: "JokesWidget",
      dependencies: ["JokesDomain", "Timelines", "TextRendering"],
      path: "Packages/JokesDomain/Sources/JokesWidget"
    ),
    .target(
      name: "JokesApp",
      dependencies: [
        "JokesDomain", "JokesWidget", "AppCommandLine", "WidgetHost", "Networking", "DeepLinks",
        "Timelines", "TextRendering",
      ],
      path: "Packages/JokesDomain/Sources/JokesApp"
    ),
    // MARK: Packages/Networking
    .target(
      name: "Networking",
      dependencies: ["CCurl", "PrivateFiles"],
      path: "Packages/Networking/Sources/Networking"
    ),
    .target(
      name: "CCurl",
      path: "Packages/Networking/Sources/CCurl"
    ),
    .target(
      name: "NetworkingTestSupport",
      path: "Packages/Networking/Sources/NetworkingTestSupport"
    ),
    // MARK: Packages/PrivateFiles
    .target(
      name: "PrivateFiles",
      path: "Packages/PrivateFiles/Sources/PrivateFiles"
    ),
    // MARK: Packages/Spawning
    .target(
      name: "Spawning",
      path: "Packages/Spawning/Sources/Spawning"
    ),
    // MARK: Packages/TextRendering
    .target(
      name: "TextRendering",
      dependencies: ["Escaping"],
      path: "Packages/TextRendering/Sources/TextRendering"
    ),
    .target(
      name: "TextRenderingTestSupport",
      dependencies: ["TextRendering", "Spawning"],
      path: "Packages/TextRendering/Sources/TextRenderingTestSupport"
    ),
    // MARK: Packages/Timelines
    .target(
      name: "Timelines",
      dependencies: ["PrivateFiles"],
      path: "Packages/Timelines/Sources/Timelines"
    ),
    // MARK: Packages/TodoDomain
    .target(
      name: "TodoDomain",
      dependencies: ["Networking", "DeepLinks"],
      path: "Packages/TodoDomain/Sources/TodoDomain"
    ),
    .target(
      name: "TodoWidget",
      dependencies: ["TodoDomain", "Timelines", "TextRendering"],
      path: "Packages/TodoDomain/Sources/TodoWidget"
    ),
    .target(
      name: "TodoApp",
      dependencies: [
        "TodoDomain", "TodoWidget", "AppCommandLine", "WidgetHost", "Networking", "DeepLinks",
        "Timelines", "TextRendering",
      ],
      path: "Packages/TodoDomain/Sources/TodoApp"
    ),
    // MARK: Packages/VotesDomain
    .target(
      name: "VotesDomain",
      dependencies: ["PrivateFiles", "Networking", "DeepLinks"],
      path: "Packages/VotesDomain/Sources/VotesDomain"
    ),
    .target(
      name: "VotesWidget",
      dependencies: ["VotesDomain", "Timelines", "TextRendering"],
      path: "Packages/VotesDomain/Sources/VotesWidget"
    ),
    .target(
      name: "VotesApp",
      dependencies: [
        "VotesDomain", "VotesWidget", "AppCommandLine", "WidgetHost", "Networking", "DeepLinks",
        "Timelines", "TextRendering",
      ],
      path: "Packages/VotesDomain/Sources/VotesApp"
    ),
    .target(
      name: "VotesTestSupport",
      dependencies: ["VotesDomain"],
      path: "Packages/VotesDomain/Tests/VotesTestSupport",
      resources: [.copy("Fixtures")]
    ),
    // MARK: Packages/WidgetHost
    .target(
      name: "CLinuxEvents",
      path: "Packages/WidgetHost/Sources/CLinuxEvents"
    ),
    .target(
      name: "WidgetHost",
      dependencies: [
        "CLinuxEvents", "AppCommandLine", "PrivateFiles", "Networking", "DeepLinks", "Timelines",
        "TextRendering", "DBus", "Escaping", "Spawning",
      ],
      path: "Packages/WidgetHost/Sources/WidgetHost"
    ),
  ]
}
// END GENERATED
