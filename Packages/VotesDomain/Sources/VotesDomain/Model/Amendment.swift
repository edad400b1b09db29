/// The amendment a vote was on, as published.
///
/// The two sources number amendments differently: the Clerk's `amendment-num` is the
/// amendment's place in the order of business (e.g. "2"), congress.gov's `amendmentNumber`
/// is the House amendment number (e.g. "85", type "HAMDT"). Both are kept as text.
public struct Amendment: Sendable, Codable, Hashable {
  /// The amendment's number as published.
  public var number: String?
  /// Who offered it, e.g. "Carter of Texas Amendment En Bloc No. 2".
  public var author: String?
  /// congress.gov's amendment type, e.g. "HAMDT"; nil from the Clerk.
  public var type: String?

  /// Creates amendment details from published fields.
  public init(number: String? = nil, author: String? = nil, type: String? = nil) {
    self.number = number
    self.author = author
    self.type = type
  }

  /// Amendment details from published fields that may be missing or empty; nil when all are.
  init?(publishedNumber: String?, author: String?, type: String?) {
    let number = publishedNumber?.nonEmpty
    let author = author?.nonEmpty
    let type = type?.nonEmpty
    guard number != nil || author != nil || type != nil else { return nil }
    self.init(number: number, author: author, type: type)
  }
}
