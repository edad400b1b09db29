/// One product of a manifest.
public struct ProductDescription: Equatable, Sendable {
  /// The product's name.
  public var name: String
  /// `{"library":["automatic"]}`, `{"executable":null}`, …
  public var type: JSONValue
  /// The targets it exports.
  public var targets: [String]
  /// Its settings, compared as they are.
  public var settings: JSONValue

  /// Reads one element of a dump's `products`.
  public init(json: JSONValue) throws(ManifestCheckError) {
    guard let name = json["name"].string else {
      throw .unreadable("a product without a name: \(json.compact)")
    }
    self.name = name
    type = json["type"]
    targets = json["targets"].elements.compactMap(\.string)
    settings = json["settings"]
  }

  /// Whether it is a library (the kind another project depends on).
  public var isLibrary: Bool { type["library"] != .null }
}
