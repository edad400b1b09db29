/// The 64-bit FNV-1a hash, used to turn URLs into cache file names.
///
/// Not cryptographic: it only needs to spread names and keep them to 16 hex digits. A collision
/// is harmless because each file records its URL and a mismatch reads as a miss.
enum FNV1a {
  static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// The hash of the UTF-8 bytes of `text`.
  static func hash(_ text: String) -> UInt64 {
    var hash = offsetBasis
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* prime
    }
    return hash
  }

  /// The hash as 16 lowercase hex digits.
  static func hex(_ text: String) -> String {
    let digits = String(hash(text), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
