import Foundation
import RootManifestCore

/// A repository on disk, in a temporary folder: `Packages/Base` and `Packages/Lib` (`Lib`
/// imports `Base` through its product), and a root manifest with the markers and an executable
/// `app` of its own that prints `Lib.greeting`.
struct SampleRepository {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("root-manifest-tests-\(UUID().uuidString)")

  init() throws {
    try write(
      "Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Sample",
        platforms: packagePlatforms(),
        products: packageProducts(),
        targets: packageTargets() + [
          .executableTarget(name: "app", dependencies: ["Lib"], path: "Apps/app")
        ]
      )

      \(PackageSection.begin)
      \(PackageSection.end)

      """)
    try write("Apps/app/main.swift", "import Lib\n\nprint(greeting)\n")
    try write("Packages/Base/Package.swift", Self.manifest("Base", products: #"["Base"]"#))
    try write("Packages/Base/Sources/Base/Base.swift", "public let name = \"base\"\n")
    try write("Packages/Lib/Package.swift", Self.manifest("Lib", products: #"["Lib"]"#))
    try write(
      "Packages/Lib/Sources/Lib/Lib.swift",
      "import Base\n\npublic let greeting = \"lib on \\(name)\"\n")
  }

  /// A package manifest in the house style; `Lib` depends on `../Base`.
  static func manifest(_ name: String, products: String, extraTargets: String = "") -> String {
    let lib = name == "Lib"
    return """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "\(name)",
        platforms: [.macOS(.v14)],
        products: \(products).map { .library(name: $0, targets: [$0]) },
        dependencies: \(lib ? #"[.package(path: "../Base")]"# : "[]"),
        targets: [
          .target(
            name: "\(name)",
            dependencies: \(lib ? #"[.product(name: "Base", package: "Base")]"# : "[]")
          ),
          .testTarget(name: "\(name)Tests", dependencies: ["\(name)"]),\(extraTargets)
        ]
      )

      """
  }

  func write(_ path: String, _ text: String) throws {
    let file = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
  }

  /// Runs `COMMAND ARGUMENTS…` in the repository; its status and what it printed (stdout and
  /// stderr).
  func run(_ command: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    process.currentDirectoryURL = folder
    let output = folder.appendingPathComponent("swift-output.txt")
    try Data().write(to: output)
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
  }

  /// The `root-manifest` executable, built next to the tests.
  static let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("root-manifest").path

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
