import Foundation

/// One package of `Packages/`, as `swift package dump-package` describes it.
public struct PackageDump: Sendable {
  /// The package's folder under `Packages/` (`TodoDomain`).
  public var folder: String
  /// The whole dump.
  public var json: JSONValue

  /// A package in `Packages/<folder>` whose dump is `json`.
  public init(folder: String, json: JSONValue) {
    self.folder = folder
    self.json = json
  }

  /// A package in `Packages/<folder>` whose dump printed `data`.
  public init(folder: String, data: Data) throws(RootManifestError) {
    do {
      self.init(folder: folder, json: try JSONDecoder().decode(JSONValue.self, from: data))
    } catch {
      throw RootManifestError("Packages/\(folder): dump-package printed no JSON: \(error)")
    }
  }

  /// The targets the root declares: all but the test targets.
  public var targets: [JSONValue] {
    json["targets"].elements.filter { $0["type"].string != "test" }
  }

  /// The products, in the manifest's order.
  public var products: [JSONValue] { json["products"].elements }

  /// The folder name of each local path dependency, by package identity, lowercased
  /// (`networking` → `Networking`): how `.product(name:package:)` finds a sibling.
  public var siblings: [String: String] {
    var folders: [String: String] = [:]
    for dependency in json["dependencies"].elements {
      for entry in dependency["fileSystem"].elements {
        guard let identity = entry["identity"].string, let path = entry["path"].string else {
          continue
        }
        folders[identity.lowercased()] = URL(fileURLWithPath: path).standardized.lastPathComponent
      }
    }
    return folders
  }

  /// The targets of the product `name`, if the package has it.
  public func targets(ofProduct name: String) -> [String]? {
    products.first { $0["name"].string == name }.map { $0["targets"].elements.compactMap(\.string) }
  }
}
