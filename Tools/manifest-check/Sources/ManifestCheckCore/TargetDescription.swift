/// One target of a manifest: what the check compares.
public struct TargetDescription: Equatable, Sendable {
  /// A dependency of a target, as declared.
  public enum Dependency: Equatable, Sendable {
    /// A target of the same manifest (`"Name"` or `.target(name:)`), with its condition.
    case target(String, condition: JSONValue)
    /// `.product(name:package:)`, with its condition.
    case product(String, package: String, condition: JSONValue)
  }

  /// The fields compared as they are, beyond name, type, path and dependencies.
  public static let comparedFields = [
    "sources", "exclude", "resources", "settings", "publicHeadersPath", "packageAccess",
    "pluginUsages",
  ]

  /// The target's name.
  public var name: String
  /// `regular`, `executable`, `test`, `plugin`, …
  public var type: String
  /// `path:` as written, `nil` for the default folder.
  public var path: String?
  /// The declared dependencies, in order.
  public var dependencies: [Dependency]
  /// The whole dump of the target, for ``comparedFields``.
  public var json: JSONValue

  /// Reads one element of a dump's `targets`.
  public init(json: JSONValue) throws(ManifestCheckError) {
    guard let name = json["name"].string, let type = json["type"].string else {
      throw .unreadable("a target without a name or type: \(json.compact)")
    }
    self.name = name
    self.type = type
    path = json["path"].string
    self.json = json
    dependencies = try json["dependencies"].elements.map { dependency throws(ManifestCheckError) in
      try Self.dependency(dependency, of: name)
    }
  }

  /// The folder of the target relative to its package: `path`, or SwiftPM's default.
  public var relativePath: String {
    if let path { return path.hasSuffix("/") ? String(path.dropLast()) : path }
    switch type {
    case "test": return "Tests/\(name)"
    case "plugin": return "Plugins/\(name)"
    default: return "Sources/\(name)"
    }
  }

  private static func dependency(
    _ json: JSONValue, of target: String
  ) throws(ManifestCheckError) -> Dependency {
    for kind in ["byName", "target"] {
      let fields = json[kind].elements
      if let name = fields.first?.string {
        return .target(name, condition: fields.count > 1 ? fields[1] : .null)
      }
    }
    let fields = json["product"].elements
    if let name = fields.first?.string {
      let package = fields.count > 1 ? fields[1].string : nil
      let condition = fields.count > 3 ? fields[3] : .null
      guard let package else { return .target(name, condition: condition) }
      return .product(name, package: package, condition: condition)
    }
    throw .unreadable("target \(target) has a dependency the check cannot read: \(json.compact)")
  }
}
