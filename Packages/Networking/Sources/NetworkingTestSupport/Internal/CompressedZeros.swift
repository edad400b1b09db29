import Foundation

/// Builds gzip and zlib streams of many zero bytes without compressing anything: the deflate
/// data is one fixed-Huffman block made of a literal zero followed by back-references of
/// length 258 at distance 1, 13 bits each, so every 8 references are the same 13 bytes.
enum CompressedZeros {
  /// `count` zero bytes (rounded up to 1 + 258 × k) encoded with `coding`.
  static func encoded(count: Int, coding: ContentCoding) -> Data {
    let references = count <= 1 ? 0 : (count - 2) / 258 + 1
    let length = 1 + 258 * references
    let deflate = deflateStream(references: references)
    switch coding {
    case .deflate:
      // zlib: CMF 0x78 (deflate, 32 KiB window), FLG 0x01 (no dictionary, check bits), then
      // the Adler-32 of `length` zeros: a = 1, b = length mod 65521, big-endian.
      let adler = UInt32(length % 65_521) << 16 | 1
      return Data([0x78, 0x01]) + deflate + bigEndian(adler)
    case .gzip:
      // ID1 ID2, CM deflate, no flags, no mtime, no extra flags, OS unknown.
      let header = Data([0x1F, 0x8B, 0x08, 0, 0, 0, 0, 0, 0, 0xFF])
      let size = UInt32(truncatingIfNeeded: length)
      return header + deflate + littleEndian(crc32OfZeros(length)) + littleEndian(size)
    }
  }

  /// A final fixed-Huffman block: literal 0, `references` × (length 258, distance 1), end.
  private static func deflateStream(references: Int) -> Data {
    var writer = BitWriter()
    writer.bits(1, count: 1)  // BFINAL
    writer.bits(1, count: 2)  // BTYPE 01: fixed Huffman codes
    writer.code(0x30, length: 8)  // literal 0
    guard references > 0 else {
      writer.code(0, length: 7)  // end of block
      return writer.finished()
    }
    writer.reference()
    // 3 + 8 + 13 = 24 bits: byte-aligned, so each further group of 8 references (104 bits)
    // is the same 13 bytes.
    var group = BitWriter()
    for _ in 0..<8 { group.reference() }
    let block = group.finished()
    let groups = (references - 1) / 8
    var tail = BitWriter()
    for _ in 0..<(references - 1) % 8 { tail.reference() }
    tail.code(0, length: 7)
    // The groups by doubling: a few dozen appends, not one per group.
    var repeated = Data()
    var run = block
    var remaining = groups
    while remaining > 0 {
      if remaining & 1 == 1 { repeated.append(run) }
      remaining >>= 1
      if remaining > 0 { run.append(run) }
    }
    return writer.finished() + repeated + tail.finished()
  }

  /// The CRC-32 (IEEE) of `count` zero bytes, in O(log count): the effect of one zero byte on
  /// the register is linear over GF(2), so it is a 32 × 32 bit matrix raised to `count`.
  static func crc32OfZeros(_ count: Int) -> UInt32 {
    // Column i is the register after one zero byte when the register held only bit i.
    var step = (0..<32).map { bit -> UInt32 in
      var register = UInt32(1) << bit
      for _ in 0..<8 {
        register = register & 1 == 1 ? (register >> 1) ^ 0xEDB8_8320 : register >> 1
      }
      return register
    }
    var register: UInt32 = 0xFFFF_FFFF
    var remaining = count
    while remaining > 0 {
      if remaining & 1 == 1 { register = apply(step, to: register) }
      step = step.map { apply(step, to: $0) }
      remaining >>= 1
    }
    return register ^ 0xFFFF_FFFF
  }

  private static func apply(_ matrix: [UInt32], to vector: UInt32) -> UInt32 {
    var result: UInt32 = 0
    for bit in 0..<32 where vector >> bit & 1 == 1 { result ^= matrix[bit] }
    return result
  }

  private static func bigEndian(_ value: UInt32) -> Data {
    Data([24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) })
  }

  private static func littleEndian(_ value: UInt32) -> Data {
    Data([0, 8, 16, 24].map { UInt8(truncatingIfNeeded: value >> $0) })
  }
}

/// Packs bits the way deflate does: from each byte's least significant bit up.
private struct BitWriter {
  private var bytes: [UInt8] = []
  private var pending: UInt32 = 0
  private var pendingCount = 0

  /// Writes the low `count` bits of `value`, least significant first (header fields).
  mutating func bits(_ value: UInt32, count: Int) {
    pending |= value << pendingCount
    pendingCount += count
    while pendingCount >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: pending))
      pending >>= 8
      pendingCount -= 8
    }
  }

  /// Writes a Huffman code, most significant bit first.
  mutating func code(_ code: UInt32, length: Int) {
    var reversed: UInt32 = 0
    for index in 0..<length { reversed |= (code >> index & 1) << (length - 1 - index) }
    bits(reversed, count: length)
  }

  /// Length 258 (code 285, 8 bits, no extra bits) at distance 1 (code 0, 5 bits).
  mutating func reference() {
    code(0xC5, length: 8)
    code(0, length: 5)
  }

  /// The bytes written, the last one padded with zero bits.
  mutating func finished() -> Data {
    if pendingCount > 0 { bits(0, count: 8 - pendingCount) }
    return Data(bytes)
  }
}
