import Foundation

/// The `Cache-Control` response directives a private cache acts on (RFC 9111 §5.2.2), read
/// leniently: names in any case, arguments quoted or not, spaces around `=` and `,`, and
/// unknown, repeated or malformed directives skipped.
///
/// `s-maxage`, `proxy-revalidate` and `public`/`private` are for shared caches and ignored. A
/// qualified `no-cache="field"` counts as plain `no-cache`, the stricter reading.
struct CacheControl: Sendable, Equatable {
  /// What a `max-age` directive said.
  enum MaxAge: Sendable, Equatable {
    /// A lifetime in seconds, at most ``DeltaSeconds/largest``.
    case seconds(TimeInterval)
    /// Present but negative, not a number, or beyond `Int.max`: the response is stale.
    case invalid
  }

  /// The first `max-age` directive (RFC 9111 §4.2.1 allows using the first of several), or
  /// `nil` when there is none.
  var maxAge: MaxAge?

  /// `no-store`: the response must not be stored.
  var noStore = false

  /// `no-cache`: the response may be stored but never used without revalidation.
  var noCache = false

  /// `must-revalidate`: once stale, the response is never used without revalidation.
  var mustRevalidate = false

  /// The directives of a `Cache-Control` field value (several field lines joined by commas).
  init(_ value: String) {
    for (name, argument) in Self.directives(in: value) {
      switch name {
      case "no-store": noStore = true
      case "no-cache": noCache = true
      case "must-revalidate": mustRevalidate = true
      case "max-age" where maxAge == nil:
        let seconds = argument.flatMap { DeltaSeconds.parse($0, overflow: .isInvalid) }
        maxAge = seconds.map(MaxAge.seconds) ?? .invalid
      default: break
      }
    }
  }

  /// The directives in `value`, each a lowercased name and its unquoted argument (`nil` when
  /// there is no `=`). Commas inside a quoted string do not split; empty elements are skipped.
  static func directives(in value: String) -> [(name: String, argument: String?)] {
    var directives: [(name: String, argument: String?)] = []
    for element in elements(of: value) {
      let parts = element.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
      guard !name.isEmpty else { continue }
      let argument = parts.count > 1 ? unquoted(parts[1]) : nil
      directives.append((name, argument))
    }
    return directives
  }

  /// `value` split at the commas that are outside quoted strings.
  private static func elements(of value: String) -> [String] {
    var elements: [String] = []
    var current = ""
    var quoted = false
    var escaping = false
    for character in value {
      if escaping {
        escaping = false
      } else if quoted, character == "\\" {
        escaping = true
      } else if character == "\"" {
        quoted.toggle()
      } else if character == ",", !quoted {
        elements.append(current)
        current = ""
        continue
      }
      current.append(character)
    }
    elements.append(current)
    return elements
  }

  /// `text` trimmed, and without its quotes and backslash escapes when it is a quoted string.
  private static func unquoted(_ text: Substring) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else {
      return trimmed
    }
    var result = ""
    var escaping = false
    for character in trimmed.dropFirst().dropLast() {
      if !escaping, character == "\\" {
        escaping = true
        continue
      }
      escaping = false
      result.append(character)
    }
    return result
  }
}
