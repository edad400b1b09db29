/// The bounds within which this package reads and writes messages; whatever exceeds one is a
/// thrown ``DBusError``, never a trap.
///
/// The specification's own limits (255-byte signatures, 32 nested arrays and 32 nested structs
/// in a signature, 64 nested containers in a value, 64 MiB arrays, 128 MiB messages) always
/// hold; these may be smaller.
public struct DBusLimits: Sendable, Hashable {
  /// The largest message read or written, in bytes (header and body). D-Bus allows 128 MiB;
  /// the default, 16 MiB, is far more than a tray, a menu or a notification needs.
  public var maximumMessageSize: Int
  /// The most values one message may decode to (each integer, string, element, entry and
  /// container counts once; `ay` counts once whatever its length), so that a small message
  /// cannot unfold into a huge tree in memory.
  public var maximumValueCount: Int

  /// The limits of D-Bus itself: 128 MiB messages.
  public static let specification = DBusLimits(
    maximumMessageSize: 134_217_728, maximumValueCount: 134_217_728)

  /// The largest array D-Bus allows, in bytes: 64 MiB.
  public static let maximumArrayLength = 67_108_864

  /// The deepest nesting of containers (arrays, structs, dict entries, variants) in a value.
  public static let maximumValueNesting = 64

  /// Limits of `maximumMessageSize` bytes (at most 128 MiB, at least 16 bytes, the size of an
  /// empty message) and `maximumValueCount` values.
  public init(maximumMessageSize: Int = 16_777_216, maximumValueCount: Int = 1_000_000) {
    self.maximumMessageSize = min(max(maximumMessageSize, 16), 134_217_728)
    self.maximumValueCount = max(maximumValueCount, 1)
  }
}
