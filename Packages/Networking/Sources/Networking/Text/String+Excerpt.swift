extension String {
  /// The first `maximumCharacters` characters of this text, the last being `…` when it was
  /// longer: how an error message quotes what a server (or a user) sent, bounded in length.
  /// The same cut as ``TextLimit/bound(_:)``.
  ///
  /// The text is not made safe for a terminal here. A quote stays as it came, and whatever
  /// prints the message sanitises it once, where the line is written (the apps do it in
  /// AppCommandLine's `Console`, with TextRendering's `Sanitizer`).
  public func excerpt(maximumCharacters: Int) -> String {
    TextLimit(maximumCharacters: maximumCharacters).bound(self)
  }
}
