import RootManifestCore
import Testing

@Suite struct PackageSectionTests {
  @Test func writesEachNonTestTargetOverItsPackagesFolder() throws {
    let source = try PackageSection(packages: [SampleDumps.lib(), SampleDumps.base()]).source()
    let expected = """
      func packagePlatforms() -> [SupportedPlatform] {
        [.macOS("14.0")]
      }

      /// The products of `Packages/*`, under the packages' names.
      func packageProducts() -> [Product] {
        [
      // MARK: Packages/Base
      .library(name: "Base", targets: ["Base"]),
      // MARK: Packages/Lib
      .library(name: "Lib", targets: ["Lib"]),
        ]
      }

      /// The targets of `Packages/*` but their tests, over the packages' folders.
      func packageTargets() -> [Target] {
        [
      // MARK: Packages/Base
      .target(
        name: "Base",
        path: "Packages/Base/Sources/Base"
      ),
      // MARK: Packages/Lib
      .target(
        name: "Lib",
        dependencies: ["Base"],
        path: "Packages/Lib/Sources/Lib"
      ),
      .target(
        name: "LibData",
        dependencies: ["Lib"],
        path: "Packages/Lib/Tests/LibData",
        exclude: ["README.md"],
        resources: [.copy("Fixtures")]
      ),
        ]
      }
      \(PackageSection.end)

      """
    #expect(source.hasPrefix(PackageSection.begin + "\n"))
    #expect(source.hasSuffix(expected), "\(source)")
    #expect(!source.contains("BaseTests"))
  }

  /// A dependency and settings of `Lib`, and the start of the error they make.
  static let unwritable: [(String, String, String)] = [
    (
      #"{"byName": ["Base", null]}"#, #"[{"tool": "swift", "kind": {"define": {"_0": "FAST"}}}]"#,
      "Packages/Lib: target Lib: Tools/root-manifest does not write settings yet"
    ),
    (
      #"{"product": ["Other", "other", null, null]}"#, "[]",
      "Packages/Lib: target Lib: a dependency is neither"
    ),
    (
      #"{"byName": ["Base", {"platformNames": ["linux"]}]}"#, "[]",
      "Packages/Lib: target Lib: a dependency is neither"
    ),
  ]

  @Test(arguments: unwritable)
  func failsOnWhatTheRootCannotDeclare(_ dependency: String, _ settings: String, _ message: String)
    throws
  {
    let section = PackageSection(packages: [
      try SampleDumps.lib(dependency: dependency, settings: settings), try SampleDumps.base(),
    ])
    #expect {
      try section.source()
    } throws: { error in
      "\(error)".hasPrefix(message)
    }
  }

  @Test func failsWhenPackagesDeclareOtherPlatforms() throws {
    let section = PackageSection(packages: [
      try SampleDumps.lib(), try SampleDumps.base(platforms: "[]"),
    ])
    #expect(throws: RootManifestError("Packages/Lib: platforms differ from Packages/Base's")) {
      try section.source()
    }
  }

  @Test func splicesBetweenTheMarkersAndKeepsTheRest() throws {
    let manifest = "let a = 1\n\(PackageSection.begin)\nold\n\(PackageSection.end)\nlet b = 2\n"
    let section = "\(PackageSection.begin)\nnew\n\(PackageSection.end)\n"
    #expect(
      try PackageSection.splice(section, into: manifest)
        == "let a = 1\n\(PackageSection.begin)\nnew\n\(PackageSection.end)\nlet b = 2\n")
    #expect(throws: RootManifestError.self) {
      try PackageSection.splice(section, into: "let a = 1\n\(PackageSection.end)\n")
    }
  }
}
