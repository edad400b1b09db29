// swift-tools-version: 6.0
// Writes the package section of the root manifest (the targets and products of Packages/*)
// from `swift package dump-package` of each package, between the markers in the root
// Package.swift; `--check` fails when that section is stale. Run by Tools/test-all.sh:
//   swift run --package-path Tools/root-manifest root-manifest [--check] .
import PackageDescription

let package = Package(
  name: "RootManifest",
  platforms: [.macOS(.v14)],
  targets: [
    .executableTarget(name: "root-manifest", dependencies: ["RootManifestCore"]),
    // The generator: dump-package JSON in, Swift out (pure), and the runs of `swift package
    // dump-package` and `swift format` around it.
    .target(name: "RootManifestCore"),
    .testTarget(name: "RootManifestTests", dependencies: ["RootManifestCore"]),
  ]
)
