import Foundation

/// Reads the Clerk of the House's roll-call XML (`evs/{year}/roll{NNN}.xml`) into a ``Vote``.
///
/// A pure function of the bytes: a source fetches them and calls ``vote(from:roll:)``. The
/// bytes are read by ``XMLReader``, which skips the document's DTD (`../vote.dtd`) and never
/// fetches or expands an entity beyond XML's five.
enum ClerkXMLParser {
  /// Parses one roll-call XML document.
  ///
  /// Accepts a UTF-8 byte order mark, CRLF line endings, empty metadata (a vacated vote),
  /// `<committee>` in place of `<chamber>`, a missing `legis-num`, Aye/No for Yea/Nay, and
  /// totals by candidate.
  ///
  /// - Parameters:
  ///   - data: the body the Clerk sent.
  ///   - roll: the year and roll that were asked for, used in error messages.
  /// - Throws: ``VoteError/clerkRollNotFound(_:)`` when the body is a web page (the Clerk's
  ///   404 page), ``VoteError/invalidClerkXML(_:reason:)`` for anything else unreadable,
  ///   including a body that is not UTF-8.
  static func vote(from data: Data, roll: ClerkRoll) throws(VoteError) -> Vote {
    let body = withoutByteOrderMark(data)
    let head = String(decoding: body.prefix(1024), as: UTF8.self).lowercased()
    let start = head.drop(while: \.isWhitespace)
    if isWebPage(head) { throw .clerkRollNotFound(roll) }
    guard start.first == "<" else {
      let reason =
        start.isEmpty ? "the body is empty" : "the body starts with \"\(start.prefix(20))\""
      throw .invalidClerkXML(roll, reason: reason)
    }
    guard isUTF8(body) else { throw .invalidClerkXML(roll, reason: "the body is not UTF-8 text") }
    var delegate = ClerkXMLDelegate()
    let failure = XMLReader.read(body, into: &delegate)
    let document = delegate.document
    if document.rootElement?.lowercased() == "html" { throw .clerkRollNotFound(roll) }
    if let failure {
      throw .invalidClerkXML(
        roll, reason: "malformed XML near line \(failure.line): \(failure.reason)")
    }
    guard document.rootElement == "rollcall-vote" else {
      let root = document.rootElement.map { "<\($0)>" } ?? "no element"
      throw .invalidClerkXML(roll, reason: "the document holds \(root), not <rollcall-vote>")
    }
    return try document.vote(roll: roll)
  }

  /// The bytes without a leading UTF-8 byte order mark (EF BB BF).
  static func withoutByteOrderMark(_ data: Data) -> Data {
    data.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(data.dropFirst(3)) : data
  }

  /// Whether the bytes are well-formed UTF-8.
  ///
  /// The Clerk publishes UTF-8, and ``XMLReader`` reads UTF-8 only. Decoding replaces every ill-formed sequence with U+FFFD, so the bytes
  /// come back unchanged exactly when they were UTF-8 (compared with `memcmp`: fast even in a
  /// debug build).
  static func isUTF8(_ data: Data) -> Bool {
    var decoded = String(decoding: data, as: UTF8.self)
    guard decoded.utf8.count == data.count else { return false }
    return decoded.withUTF8 { text in
      data.withUnsafeBytes { bytes in
        guard let text = text.baseAddress, let bytes = bytes.baseAddress else { return true }
        return memcmp(text, bytes, data.count) == 0
      }
    }
  }

  /// Whether the start of a body (lowercased) is an HTML page rather than vote XML.
  private static func isWebPage(_ head: String) -> Bool {
    guard !head.contains("<rollcall-vote") else { return false }
    return head.contains("<!doctype html") || head.contains("<html")
  }
}
