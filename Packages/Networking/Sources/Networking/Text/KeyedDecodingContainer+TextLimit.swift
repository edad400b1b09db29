extension KeyedDecodingContainer {
  /// Decodes the string for `key` and bounds it (``TextLimit/bound(_:)``): how a payload's
  /// `init(from:)` reads text from a server.
  ///
  /// - Throws: What `decode(_:forKey:)` throws.
  public func decode(_ type: String.Type, forKey key: Key, limit: TextLimit) throws -> String {
    limit.bound(try decode(String.self, forKey: key))
  }

  /// Decodes the string for `key`, when present and not null, and bounds it
  /// (``TextLimit/bound(_:)``).
  ///
  /// - Throws: What `decodeIfPresent(_:forKey:)` throws.
  public func decodeIfPresent(_ type: String.Type, forKey key: Key, limit: TextLimit) throws
    -> String?
  {
    try decodeIfPresent(String.self, forKey: key).map(limit.bound)
  }
}
