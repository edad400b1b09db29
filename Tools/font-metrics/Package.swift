// swift-tools-version: 6.0
// Generates TextRendering's font metrics table (Fonts/FontMetricsTable.swift) from the
// reference fonts' TrueType files; see Sources/font-metrics/main.swift for the command. Its own
// package so the generator stays out of the root manifest and the apps.
import PackageDescription

let package = Package(
  name: "FontMetrics",
  platforms: [.macOS(.v14)],
  targets: [
    .executableTarget(name: "font-metrics")
  ]
)
