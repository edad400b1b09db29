extension String {
  /// This text as one printable line, for error messages that quote what a server sent: line
  /// breaks and tabs become spaces, other control and format characters (an escape sequence's
  /// ESC, bidirectional overrides) are dropped, runs of spaces collapse, the ends are trimmed,
  /// and more than `limit` characters are cut to `limit`, the last being `…`.
  public func printableLine(limit: Int = .max) -> String {
    let line = Sanitizer.line(self)
    guard line.count > limit else { return line }
    return String(line.prefix(Swift.max(limit - 1, 0))) + "…"
  }
}
