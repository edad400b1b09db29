extension String {
  /// The number of terminal cells this string takes on one line (see ``DisplayWidth``).
  public var terminalWidth: Int { DisplayWidth.cells(of: self) }

  /// This string cut to at most `width` cells, ending in `…` when anything was cut.
  public func truncated(toWidth width: Int) -> String {
    DisplayWidth.truncate(self, toWidth: width)
  }

  /// This string wrapped into lines of at most `width` cells.
  public func wrapped(toWidth width: Int) -> [String] {
    DisplayWidth.wrap(self, toWidth: width)
  }

  /// This string padded with spaces (or truncated) to exactly `width` cells.
  public func padded(toWidth width: Int, alignment: TextAlignment = .leading) -> String {
    DisplayWidth.pad(self, toWidth: width, alignment: alignment)
  }

  /// This string with control characters and terminal escape sequences removed and normalised
  /// to NFC, safe to print (see ``Sanitizer``). Line breaks become spaces.
  public var sanitizedForTerminal: String { Sanitizer.sanitize(self) }
}
