/// Response header fields, looked up case-insensitively (`headers["etag"] == headers["ETag"]`).
public struct HTTPHeaders: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  /// Values keyed by lowercased field name.
  private var storage: [String: String]

  /// Creates headers from field names and values.
  ///
  /// Names that differ only in case are merged, their values joined with `", "` as HTTP allows.
  public init(_ fields: [String: String] = [:]) {
    storage = [:]
    for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
      let key = name.lowercased()
      storage[key] = storage[key].map { "\($0), \(value)" } ?? value
    }
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
