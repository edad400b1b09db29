import Foundation

/// What the check reads of one manifest, from its `swift package dump-package` JSON.
public struct Manifest: Equatable, Sendable {
  /// The package's name.
  public var name: String
  /// `platforms`, compared as is.
  public var platforms: JSONValue
  /// Every target, test targets included.
  public var targets: [TargetDescription]
  /// Every product.
  public var products: [ProductDescription]
  /// The folder name (last path component) of each local path dependency, by identity
  /// (`networking` → `Networking`): how `.product(name:package:)` finds a sibling.
  public var localPackages: [String: String]

  /// Reads the dump of one manifest.
  public init(json: JSONValue) throws(ManifestCheckError) {
    guard let name = json["name"].string else { throw .unreadable("no package name") }
    self.name = name
    platforms = json["platforms"]
    targets = try json["targets"].elements.map { target throws(ManifestCheckError) in
      try TargetDescription(json: target)
    }
    products = try json["products"].elements.map { product throws(ManifestCheckError) in
      try ProductDescription(json: product)
    }
    var local: [String: String] = [:]
    for dependency in json["dependencies"].elements {
      for entry in dependency["fileSystem"].elements {
        guard let identity = entry["identity"].string, let path = entry["path"].string else {
          continue
        }
        local[identity.lowercased()] = URL(fileURLWithPath: path).standardized.lastPathComponent
      }
    }
    localPackages = local
  }

  /// Reads the bytes `swift package dump-package` printed.
  public init(data: Data) throws(ManifestCheckError) {
    let json: JSONValue
    do {
      json = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw .unreadable("not JSON (\(error.localizedDescription))")
    }
    try self.init(json: json)
  }
}
