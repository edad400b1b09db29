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

  /// The most characters of the kind that a file name shows.
  static let readableKindLength = 24

  /// The file name a file store uses: `todos.systemMedium.0123456789abcdef.json`, the kind's
  /// name (up to any `@` and at most ``readableKindLength`` safe characters), the family, and
  /// a fixed-length digest of the whole key.
  ///
  /// The name has a bounded length however long the kind or configuration (a 400-character
  /// base URL cannot make it too long for the file system), never holds the base URL or the
  /// configuration themselves, and stays the same across runs and platforms. The key is kept
  /// inside the file too, and a file whose key differs is not used.
  public var fileName: String {
    let name = kind.prefix { $0 != "@" }
    let readable = String(Self.sanitized(String(name)).prefix(Self.readableKindLength))
    return "\(readable).\(family.rawValue).\(digest).json"
  }

  /// A stable name for the widget that holds nothing of the key: 16 lowercase hex digits, a
  /// digest of the kind, family and configuration (the one in ``fileName``). `widgets --json`
  /// shows it as `id`, and `service --http` serves the widget under it.
  public var digest: String {
    Self.digest([kind, family.rawValue, configurationKey].joined(separator: "\u{1F}"))
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

  /// FNV-1a (64 bits) over the UTF-8 bytes, as 16 hex digits: stable across runs and
  /// platforms, unlike `Hasher`.
  private static func digest(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
