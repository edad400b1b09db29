/// Response header fields, looked up case-insensitively (`headers["etag"] == headers["ETag"]`).
public struct HTTPHeaders: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  /// Values keyed by lowercased field name.
  private var storage: [String: String]

  /// Creates headers from field names and values.
  ///
  /// Names that differ only in case are merged, their values joined with `", "` as HTTP allows.
  public init(_ fields: [String: String] = [:]) {
    var storage = [String: String](minimumCapacity: fields.count)
    for (name, value) in fields {
      guard storage.updateValue(value, forKey: name.lowercased()) == nil else {
        self.storage = Self.merging(fields)
        return
      }
    }
    self.storage = storage
  }

  /// `fields` keyed by lowercased name, the values of names that differ only in case joined in
  /// the order of the names (so not in the dictionary's order). Rare, so only then sorted.
  private static func merging(_ fields: [String: String]) -> [String: String] {
    var storage: [String: String] = [:]
    for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
      let key = name.lowercased()
      storage[key] = storage[key].map { "\($0), \(value)" } ?? value
    }
    return storage
  }

  /// Headers whose names are lowercased already (a transport's, read line by line).
  init(lowercased storage: [String: String]) {
    self.storage = storage
  }

  /// Creates headers from a dictionary literal: `["Content-Type": "text/plain"]`.
  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { first, second in "\(first), \(second)" }))
  }

  /// The value of the field `name`, compared case-insensitively, or `nil` when absent.
  public subscript(name: String) -> String? {
    storage[name.lowercased()]
  }

  /// Every field, keyed by lowercased name.
  public var fields: [String: String] {
    storage
  }

  /// Whether there are no fields at all.
  public var isEmpty: Bool {
    storage.isEmpty
  }
}
