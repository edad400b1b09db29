import Foundation

/// SHA-1 (FIPS 180-4), needed only to reproduce Express's ETags; Foundation on Linux has no
/// digest API and the project takes no dependencies. Not for anything security-related.
enum SHA1 {
  /// The 20-byte digest of `data`.
  static func digest(_ data: Data) -> [UInt8] {
    var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
    var message = [UInt8](data)
    let bitLength = UInt64(message.count) * 8
    message.append(0x80)
    while message.count % 64 != 56 { message.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    for blockStart in stride(from: 0, to: message.count, by: 64) {
      compress(message[blockStart..<blockStart + 64], into: &state)
    }
    return state.flatMap { word in
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) }
    }
  }

  private static func compress(_ block: ArraySlice<UInt8>, into state: inout [UInt32]) {
    var words = [UInt32](repeating: 0, count: 80)
    for index in 0..<16 {
      let base = block.startIndex + index * 4
      words[index] =
        UInt32(block[base]) << 24 | UInt32(block[base + 1]) << 16
        | UInt32(block[base + 2]) << 8 | UInt32(block[base + 3])
    }
    for index in 16..<80 {
      words[index] = rotate(
        words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16], by: 1)
    }
    var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
    for index in 0..<80 {
      let (mix, constant): (UInt32, UInt32) =
        switch index {
        case 0..<20: ((b & c) | (~b & d), 0x5A82_7999)
        case 20..<40: (b ^ c ^ d, 0x6ED9_EBA1)
        case 40..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
        default: (b ^ c ^ d, 0xCA62_C1D6)
        }
      let next = rotate(a, by: 5) &+ mix &+ e &+ constant &+ words[index]
      (e, d, c, b, a) = (d, c, rotate(b, by: 30), a, next)
    }
    state[0] &+= a
    state[1] &+= b
    state[2] &+= c
    state[3] &+= d
    state[4] &+= e
  }

  private static func rotate(_ value: UInt32, by count: UInt32) -> UInt32 {
    (value << count) | (value >> (32 - count))
  }
}

/// The weak ETag Express (the `etag` package) sends for a body:
/// `W/"<length in hex>-<base64 of the SHA-1, cut to 27 characters>"`.
enum ExpressETag {
  /// The ETag header value for `body`.
  static func weak(for body: Data) -> String {
    let hash = Data(SHA1.digest(body)).base64EncodedString().prefix(27)
    return "W/\"\(String(body.count, radix: 16))-\(hash)\""
  }

  /// Whether an `If-None-Match` header value matches `etag` (weak comparison, `*` matches).
  static func matches(ifNoneMatch header: String?, etag: String) -> Bool {
    guard let header else { return false }
    let opaque = { (tag: Substring) in
      tag.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "W/", with: "")
    }
    return header.split(separator: ",").contains { candidate in
      let tag = opaque(candidate)
      return tag == "*" || tag == opaque(Substring(etag))
    }
  }
}
