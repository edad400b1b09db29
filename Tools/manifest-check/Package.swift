// swift-tools-version: 6.0
// Checks that the root manifest declares each package's library targets and products exactly as
// the package's own manifest does (compares `swift package dump-package` output). Run by
// Tools/test-all.sh:
//   swift run --package-path Tools/manifest-check manifest-check .
import PackageDescription

let package = Package(
  name: "ManifestCheck",
  platforms: [.macOS(.v14)],
  targets: [
    .executableTarget(name: "manifest-check", dependencies: ["ManifestCheckCore"]),
    // The comparison, pure: dump-package JSON in, one line per difference out.
    .target(name: "ManifestCheckCore"),
    .testTarget(name: "ManifestCheckTests", dependencies: ["ManifestCheckCore"]),
  ]
)
