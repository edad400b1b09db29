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
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Self.readableKindLength + family.rawValue.utf8.count + 24)
    // The name before any `@`, by characters; an ASCII kind (every app's) has one scalar a
    // character, and is cut without walking its characters.
    let name =
      kind.utf8.allSatisfy { $0 < 0x80 }
      ? kind.unicodeScalars.prefix { $0 != "@" } : kind.prefix { $0 != "@" }.unicodeScalars
    for scalar in name.prefix(Self.readableKindLength) {
      let isSafe =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
      bytes.append(isSafe ? UInt8(truncatingIfNeeded: scalar.value) : UInt8(ascii: "_"))
    }
    if bytes.isEmpty { bytes.append(UInt8(ascii: "_")) }
    bytes.append(UInt8(ascii: "."))
    bytes.append(contentsOf: family.rawValue.utf8)
    bytes.append(UInt8(ascii: "."))
    digestHash.appendHex(to: &bytes)
    bytes.append(contentsOf: ".json".utf8)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A stable name for the widget that holds nothing of the key: 16 lowercase hex digits, a
  /// digest of the kind, family and configuration (the one in ``fileName``). `widgets --json`
  /// shows it as `id`, and `service --http` serves the widget under it.
  public var digest: String {
    var hex: [UInt8] = []
    digestHash.appendHex(to: &hex)
    return String(decoding: hex, as: UTF8.self)
  }

  /// FNV-1a (64 bits) over the UTF-8 bytes of the kind, family and configuration, each after
  /// the first behind a 0x1F: stable across runs and platforms, unlike `Hasher`.
  private var digestHash: FNV1a {
    var hash = FNV1a()
    hash.add(kind.utf8)
    hash.add(CollectionOfOne(0x1F))
    hash.add(family.rawValue.utf8)
    hash.add(CollectionOfOne(0x1F))
    hash.add(configurationKey.utf8)
    return hash
  }

  /// A 64-bit FNV-1a hash, written as 16 lowercase hex digits.
  private struct FNV1a {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
      for byte in bytes {
        value ^= UInt64(byte)
        value = value &* 0x100_0000_01b3
      }
    }

    /// Appends the value's 16 hex digits, leading zeros kept.
    func appendHex(to bytes: inout [UInt8]) {
      for shift in stride(from: 60, through: 0, by: -4) {
        let digit = UInt8(truncatingIfNeeded: (value >> UInt64(shift)) & 0xF)
        bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
      }
    }
  }
}
