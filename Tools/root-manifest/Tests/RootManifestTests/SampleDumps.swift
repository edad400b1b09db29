import Foundation
import RootManifestCore

/// Dumps as `swift package dump-package` prints them, trimmed to what the generator reads:
/// `Packages/Base` (target and product `Base`, and a test target) and `Packages/Lib` (`Lib` using
/// `Base` through its product, and `LibData` with a custom path, exclusions and a resource).
enum SampleDumps {
  static let platforms = #"[{"options": [], "platformName": "macos", "version": "14.0"}]"#

  static func base(platforms: String = platforms) throws -> PackageDump {
    try dump(
      "Base",
      #"""
      {"name": "Base", "platforms": \#(platforms), "dependencies": [],
       "products": [{"name": "Base", "settings": [], "targets": ["Base"],
                     "type": {"library": ["automatic"]}}],
       "targets": [
         {"name": "Base", "type": "regular", "dependencies": [], "exclude": [], "resources": [],
          "settings": [], "packageAccess": true},
         {"name": "BaseTests", "type": "test", "dependencies": [{"byName": ["Base", null]}],
          "exclude": [], "resources": [], "settings": [], "packageAccess": true}]}
      """#)
  }

  /// `Packages/Lib`, its target `Lib` depending on `dependency` (a dump-package dependency).
  static func lib(
    dependency: String = #"{"product": ["Base", "Base", null, null]}"#, settings: String = "[]"
  ) throws -> PackageDump {
    try dump(
      "Lib",
      #"""
      {"name": "Lib", "platforms": \#(platforms),
       "dependencies": [{"fileSystem": [{"identity": "base", "path": "/repo/Packages/Base"}]}],
       "products": [{"name": "Lib", "settings": [], "targets": ["Lib"],
                     "type": {"library": ["automatic"]}}],
       "targets": [
         {"name": "Lib", "type": "regular", "dependencies": [\#(dependency)], "exclude": [],
          "resources": [], "settings": \#(settings), "packageAccess": true},
         {"name": "LibData", "type": "regular", "path": "Tests/LibData/",
          "dependencies": [{"byName": ["Lib", null]}], "exclude": ["README.md"],
          "resources": [{"path": "Fixtures", "rule": {"copy": {}}}], "settings": [],
          "packageAccess": true}]}
      """#)
  }

  static func dump(_ folder: String, _ json: String) throws -> PackageDump {
    try PackageDump(folder: folder, data: Data(json.utf8))
  }
}
