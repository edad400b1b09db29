import ManifestCheckCore

/// A small repository in dump-package form: `Packages/Base` (target and product `Base`) and
/// `Packages/Lib` (targets and products `Lib` and `LibExtras`, `Lib` using `Base` through its
/// product), and a root that mirrors both and adds an executable. Each test changes one thing.
struct SampleRepository {
  var basePlatforms: JSONValue = [["platformName": "macos", "version": "14.0", "options": []]]
  var baseTargets: [JSONValue] = [
    target("Base"), target("BaseTests", type: "test", dependencies: [byName("Base")]),
  ]
  var baseProducts: [JSONValue] = [library("Base")]
  var libTargets: [JSONValue] = [
    target("Lib", dependencies: [product("Base", package: "Base")]),
    target(
      "LibExtras", dependencies: [byName("Lib")], exclude: ["README.md", "Notes"],
      resources: [copy("Fixtures")]),
    target("LibTests", type: "test", dependencies: [byName("Lib")]),
  ]
  var libProducts: [JSONValue] = [library("Lib"), library("LibExtras")]
  var rootTargets: [JSONValue] = [
    target("Base", path: "Packages/Base/Sources/Base"),
    target("Lib", path: "Packages/Lib/Sources/Lib", dependencies: [byName("Base")]),
    target(
      "LibExtras", path: "Packages/Lib/Sources/LibExtras", dependencies: [byName("Lib")],
      exclude: ["Notes", "README.md"], resources: [copy("Fixtures")]),
    target("app", type: "executable", path: "Apps/app", dependencies: [byName("Lib")]),
  ]
  var rootProducts: [JSONValue] = [
    library("Base"), library("Lib"), library("LibExtras"),
    ["name": "app", "targets": ["app"], "type": ["executable": nil], "settings": []],
  ]

  /// The comparison's lines for the repository as it is now.
  func differences() throws -> [String] {
    let platforms: JSONValue = [["platformName": "macos", "version": "14.0", "options": []]]
    let packages = [
      "Base": try Manifest(
        json: Self.manifest("Base", basePlatforms, baseTargets, baseProducts)),
      "Lib": try Manifest(
        json: Self.manifest(
          "Lib", platforms, libTargets, libProducts, local: ["base": "/repo/Packages/Base"])),
    ]
    let root = try Manifest(json: Self.manifest("Root", platforms, rootTargets, rootProducts))
    return ManifestComparison(root: root, packages: packages).differences()
  }

  static func manifest(
    _ name: String, _ platforms: JSONValue, _ targets: [JSONValue], _ products: [JSONValue],
    local: [String: String] = [:]
  ) -> JSONValue {
    let dependencies = local.sorted { $0.key < $1.key }.map { identity, path -> JSONValue in
      ["fileSystem": [["identity": .string(identity), "path": .string(path)]]]
    }
    return [
      "name": .string(name), "platforms": platforms, "targets": .array(targets),
      "products": .array(products), "dependencies": .array(dependencies),
    ]
  }
}

func target(
  _ name: String, type: String = "regular", path: String? = nil, dependencies: [JSONValue] = [],
  exclude: [String] = [], resources: [JSONValue] = [], settings: [JSONValue] = []
) -> JSONValue {
  [
    "name": .string(name), "type": .string(type), "path": path.map(JSONValue.string) ?? nil,
    "dependencies": .array(dependencies), "exclude": .array(exclude.map(JSONValue.string)),
    "resources": .array(resources), "settings": .array(settings), "packageAccess": true,
  ]
}

func byName(_ name: String) -> JSONValue { ["byName": [.string(name), nil]] }

func product(_ name: String, package: String) -> JSONValue {
  ["product": [.string(name), .string(package), nil, nil]]
}

func library(_ name: String, targets: [String]? = nil) -> JSONValue {
  [
    "name": .string(name), "targets": .array((targets ?? [name]).map(JSONValue.string)),
    "type": ["library": ["automatic"]], "settings": [],
  ]
}

func copy(_ path: String) -> JSONValue { ["path": .string(path), "rule": ["copy": [:]]] }

func define(_ name: String) -> JSONValue {
  ["tool": "swift", "kind": ["define": ["_0": .string(name)]]]
}
