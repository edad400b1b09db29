import AppCommandLine

/// Something new a widget's entry tells, worth a desktop notification (`--notify`): a new
/// roll call for votes.
public struct Announcement: Sendable, Hashable, Codable {
  /// What makes it new: two entries with the same id are one announcement.
  public var id: String
  /// The notification's summary: "House vote: H R 5020 Passed".
  public var summary: String
  /// The notification's body: the question and the tally, as plain text.
  public var body: String
  /// The deep link an "Open" action opens (with `xdg-open`), when there is one.
  public var url: String?

  /// Creates an announcement.
  public init(id: String, summary: String, body: String, url: String? = nil) {
    self.id = id
    self.summary = summary
    self.body = body
    self.url = url
  }
}
