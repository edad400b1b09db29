import AppCommandLine

/// One item of a widget's detail, for a dropdown: "[ ] buy milk" and the todo's deep link.
///
/// The text may come from the network: each format sanitises and escapes it where it writes
/// it (see ``StatusEncoder``).
public struct StatusDetail: Sendable, Hashable {
  /// The item's words, on one line.
  public var text: String
  /// The deep link that opens the item, when it has one.
  public var url: String?

  /// An item reading `text` that opens `url`.
  public init(_ text: String, url: String? = nil) {
    self.text = text
    self.url = url
  }
}
