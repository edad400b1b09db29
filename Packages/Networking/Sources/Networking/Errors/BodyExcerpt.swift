import Foundation

/// The start of an error response's body, as
/// ``NetworkError/httpStatus(status:url:bodyExcerpt:)`` quotes it.
///
/// The excerpt is bounded in bytes but otherwise kept as the server sent it: making text safe
/// for a terminal is the printing side's job, done once where a line is written (the apps do
/// it in AppCommandLine's `Console`).
enum BodyExcerpt {
  /// The number of body bytes kept.
  static let bytes = 200

  /// The first ``bytes`` bytes of `body` decoded as UTF-8, ending in `…` when the body was cut.
  static func of(_ body: Data) -> String {
    var text = String(decoding: body.prefix(bytes), as: UTF8.self)
    // A multi-byte character cut at the limit decodes as U+FFFD; drop that tail.
    while text.unicodeScalars.last == "\u{FFFD}" { text.unicodeScalars.removeLast() }
    return body.count > bytes && !text.isEmpty ? text + "…" : text
  }
}
