/// One item of the __name__ API: its id, a title and a line of detail. The template's model:
/// replace the fields with the API's own (the names are the API's, so `--json` output and the
/// stored timeline carry exactly what the server sent).
public struct __Item__: Codable, Identifiable, Hashable, Sendable {
  /// The item's id, a positive whole number.
  public var id: Int
  /// What the widget shows first, as the server sent it (sanitise before printing).
  public var title: String
  /// A line under the title, as the server sent it.
  public var detail: String

  /// Creates an item.
  public init(id: Int, title: String, detail: String) {
    self.id = id
    self.title = title
    self.detail = detail
  }

  /// A stand-in item for placeholders and previews.
  public static func placeholder(id: Int) -> __Item__ {
    __Item__(id: id, title: "Placeholder item", detail: "Loading…")
  }
}
