import Foundation

/// Which widget a stored timeline belongs to: its kind, family and configuration.
///
/// Two widgets of the same kind in different families or configurations (a medium and a large
/// todos widget; a dad-jokes widget per joke type) have their own timelines and budgets, as in
/// WidgetKit, where each widget the user adds has its own.
public struct WidgetKey: Sendable, Codable, Hashable {
  /// The widget's kind, stable across releases (WidgetKit's `kind` string), e.g. `"todos"`.
  public var kind: String

  /// The family the widget is drawn in.
  public var family: WidgetFamily

  /// The configuration's `storageKey`.
  public var configurationKey: String

  /// Creates a key from its parts.
  public init(kind: String, family: WidgetFamily, configurationKey: String) {
    self.kind = kind
    self.family = family
    self.configurationKey = configurationKey
  }

  /// Creates the key of a widget of `kind` in `family` configured with `configuration`.
  public init(kind: String, family: WidgetFamily, configuration: some WidgetConfiguration) {
    self.init(kind: kind, family: family, configurationKey: configuration.storageKey)
  }

  /// The file name a file store uses: `kind.family.configuration.json`, with every character
  /// outside `A–Z a–z 0–9 - _` replaced and, when anything was replaced, a short checksum of the
  /// original parts appended so that different keys keep different files.
  public var fileName: String {
    let parts = [kind, family.rawValue, configurationKey]
    let safe = parts.map(Self.sanitized)
    var name = safe.joined(separator: ".")
    if safe != parts {
      name += "-" + Self.checksum(parts.joined(separator: "\u{1F}"))
    }
    return name + ".json"
  }

  private static func sanitized(_ part: String) -> String {
    let allowed = part.unicodeScalars.map { scalar -> Character in
      let isSafe =
        scalar.isASCII
        && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_")
      return isSafe ? Character(scalar) : "_"
    }
    return allowed.isEmpty ? "_" : String(allowed)
  }

  /// FNV-1a over the UTF-8 bytes, as 8 hex digits: stable across runs and platforms, unlike
  /// `Hasher`.
  private static func checksum(_ text: String) -> String {
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}
