import Foundation
import Testing

/// The registry of apps (`Apps/apps.tsv`) is the one list of apps: it names exactly the
/// executables in `Apps/` and the root manifest, every app's own `--help` names the variables
/// the registry gives it, and the README's table has one row per app.
@Suite struct AppRegistryTests {
  @Test func theRegistryListsTheAppsInTheAppsFolder() throws {
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: AppRegistry.root.appendingPathComponent("Apps").path
    ).filter { name in
      var isFolder: ObjCBool = false
      let path = AppRegistry.root.appendingPathComponent("Apps/\(name)").path
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && isFolder.boolValue
    }
    #expect(!AppUnderTest.all.isEmpty, "cannot read \(AppRegistry.file.path)")
    #expect(Set(folders) == Set(AppUnderTest.all.map(\.name)))
    #expect(Set(AppUnderTest.all.map(\.name)).count == AppUnderTest.all.count, "a name twice")
  }

  @Test func theRootManifestBuildsEveryRegisteredApp() throws {
    let manifest = try String(
      contentsOf: AppRegistry.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    for app in AppUnderTest.all {
      #expect(
        manifest.contains(#".executable(name: "\#(app.name)", targets: ["\#(app.name)"])"#),
        "Package.swift has no executable \(app.name)")
    }
  }

  @Test(arguments: AppUnderTest.all)
  func eachAppsHelpNamesTheVariablesTheRegistryGivesIt(_ app: AppUnderTest) throws {
    let help = try CommandRun.run(app.name, ["--help"], environment: [:])
    #expect(help.status == 0)
    for variable in ["\(app.prefix)_BASE_URL"] + app.otherBaseURLVariables {
      #expect(help.stdout.contains(variable), "\(app.name) --help does not name \(variable)")
    }
  }

  @Test func theReadmesTableHasARowForEachApp() throws {
    let readme = try String(
      contentsOf: AppRegistry.root.appendingPathComponent("README.md"), encoding: .utf8)
    let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") }
    for app in AppUnderTest.all {
      #expect(rows.contains { $0.hasPrefix("| `\(app.name)` |") }, "README has no row for \(app)")
    }
  }

  @Test func everyScriptThatLoopsOverTheAppsReadsTheRegistry() throws {
    for script in ["Tools/install.sh", "Tools/consumer-test.sh", "Tools/benchmarks/setup.sh"] {
      let text = try String(
        contentsOf: AppRegistry.root.appendingPathComponent(script), encoding: .utf8)
      #expect(text.contains("source Tools/apps.sh"), "\(script) keeps a list of its own")
      #expect(!text.contains("todos dadjokes votes"), "\(script) keeps a list of its own")
    }
  }
}
