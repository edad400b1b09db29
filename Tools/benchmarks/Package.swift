// swift-tools-version: 6.0
// Benchmarks live outside the unit tests (no timing assertions there). Its own package so it
// builds in release mode without touching the root manifest:
//   swift run -c release --package-path Tools/benchmarks
import PackageDescription

let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: "../../Packages/TextRendering")
  ],
  targets: [
    .executableTarget(
      name: "TextRenderingBenchmark",
      dependencies: [.product(name: "TextRendering", package: "TextRendering")]
    )
  ]
)
