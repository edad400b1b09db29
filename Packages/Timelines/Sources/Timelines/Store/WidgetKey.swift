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
    let readable = Self.sanitized(name.unicodeScalars.prefix(Self.readableKindLength))
    return "\(readable).\(family.rawValue).\(digest).json"
  }

  /// A stable name for the widget that holds nothing of the key: 16 lowercase hex digits, a
  /// digest of the kind, family and configuration (the one in ``fileName``). `widgets --json`
  /// shows it as `id`, and `service --http` serves the widget under it.
  public var digest: String {
    var hash = FNV1a()
    hash.add(kind.utf8)
    hash.add(CollectionOfOne(0x1F))
    hash.add(family.rawValue.utf8)
    hash.add(CollectionOfOne(0x1F))
    hash.add(configurationKey.utf8)
    return hash.hex
  }

  /// `scalars` with each but an ASCII letter, digit, `-` or `_` replaced by `_`; `_` when empty.
  private static func sanitized(_ scalars: some Collection<Unicode.Scalar>) -> String {
    guard !scalars.isEmpty else { return "_" }
    var safe = String.UnicodeScalarView()
    for scalar in scalars {
      let isSafe =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
      safe.append(isSafe ? scalar : "_")
    }
    return String(safe)
  }

  /// FNV-1a (64 bits) over UTF-8 bytes, as 16 hex digits: stable across runs and platforms,
  /// unlike `Hasher`.
  private struct FNV1a {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
      for byte in bytes {
        value ^= UInt64(byte)
        value = value &* 0x100_0000_01b3
      }
    }

    /// The value as 16 lowercase hex digits, leading zeros kept.
    var hex: String {
      let digits = Array("0123456789abcdef".utf8)
      let bytes = (0..<16).map { index in
        digits[Int(truncatingIfNeeded: value >> (UInt64(15 - index) * 4)) & 0xF]
      }
      return String(decoding: bytes, as: UTF8.self)
    }
  }
}
