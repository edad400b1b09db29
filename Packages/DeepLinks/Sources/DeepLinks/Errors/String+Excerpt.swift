extension String {
  /// The first `maximumCharacters` characters, the last being `…` when the text was longer:
  /// how an error quotes a link it was given, bounded in length.
  ///
  /// The quote is not made safe for a terminal here: whatever prints the error sanitises the
  /// whole line once, where it is written (the apps do it in AppCommandLine's `Console`).
  func excerpt(maximumCharacters: Int) -> String {
    guard count > maximumCharacters else { return self }
    return String(prefix(Swift.max(maximumCharacters - 1, 0))) + "…"
  }
}
