/// The byte order of a message, named by its first byte: `l` little-endian, `B` big-endian.
/// This package writes little-endian and reads both.
public enum ByteOrder: UInt8, Sendable, Hashable {
  /// `l`: least significant byte first.
  case littleEndian = 0x6c
  /// `B`: most significant byte first.
  case bigEndian = 0x42
}
