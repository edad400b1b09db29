import Foundation
import ManifestCheckCore
import Testing

@Suite struct ManifestDecodingTests {
  /// An excerpt of `swift package dump-package` for a package like Packages/TodoDomain.
  static let dump = #"""
    {
      "name": "TodoDomain",
      "platforms": [{"options": [], "platformName": "macos", "version": "14.0"}],
      "dependencies": [
        {"fileSystem": [{"identity": "networking", "path": "/repo/Packages/Networking",
                         "productFilter": null, "traits": [{"name": "default"}]}]}
      ],
      "products": [
        {"name": "TodoDomain", "settings": [], "targets": ["TodoDomain"],
         "type": {"library": ["automatic"]}}
      ],
      "targets": [
        {"dependencies": [{"product": ["Networking", "Networking", null, null]},
                          {"byName": ["Helpers", null]},
                          {"target": ["Other", {"platformNames": ["linux"]}]}],
         "exclude": [], "name": "TodoDomain", "packageAccess": true, "resources": [],
         "settings": [], "type": "regular"},
        {"dependencies": [], "exclude": ["__Snapshots__"], "name": "TodoDomainTests",
         "path": "Tests/Custom", "packageAccess": true,
         "resources": [{"path": "Fixtures", "rule": {"copy": {}}}], "settings": [], "type": "test"}
      ],
      "toolsVersion": {"_version": "6.0.0"}
    }
    """#

  @Test func readsTargetsDependenciesAndSiblings() throws {
    let manifest = try Manifest(data: Data(Self.dump.utf8))
    #expect(manifest.name == "TodoDomain")
    #expect(manifest.localPackages == ["networking": "Networking"])
    #expect(manifest.targets.map(\.name) == ["TodoDomain", "TodoDomainTests"])
    #expect(manifest.targets.map(\.relativePath) == ["Sources/TodoDomain", "Tests/Custom"])
    #expect(
      manifest.targets[0].dependencies == [
        .product("Networking", package: "Networking", condition: nil),
        .target("Helpers", condition: nil),
        .target("Other", condition: ["platformNames": ["linux"]]),
      ])
    #expect(
      manifest.targets[1].json["resources"].compact == #"[{"path":"Fixtures","rule":{"copy":{}}}]"#)
    #expect(manifest.products.map(\.isLibrary) == [true])
  }

  @Test(arguments: [
    ("[]", "unreadable dump-package output: no package name"),
    ("not json", "unreadable dump-package output: not JSON"),
    (#"{"name": "X", "targets": [{"name": "T"}]}"#, "unreadable dump-package output: a target"),
  ])
  func unreadableDumpsSayWhy(_ text: String, _ expectedStart: String) {
    #expect {
      try Manifest(data: Data(text.utf8))
    } throws: { error in
      String(describing: error).hasPrefix(expectedStart)
    }
  }
}
