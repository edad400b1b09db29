import Foundation

extension PNGImage {
  /// The image as a PNG file, RGBA, its rows in stored (uncompressed) deflate blocks: large but
  /// simple, to keep a screenshot that a test decoded from another format (an X window dump)
  /// where a person can open it.
  func pngData() -> Data {
    var rows: [UInt8] = []
    rows.reserveCapacity(height * (width * 4 + 1))
    for row in 0..<height {
      rows.append(0)  // no filter
      rows += pixels[row * width * 4..<(row + 1) * width * 4]
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, rows.count - offset)
      zlib.append(offset + count == rows.count ? 1 : 0)
      zlib += Self.littleEndian16(count) + Self.littleEndian16(~count & 0xFFFF)
      zlib += rows[offset..<offset + count]
      offset += count
    } while offset < rows.count
    var (a, b) = (1, 0)
    for byte in rows {
      a = (a + Int(byte)) % 65_521
      b = (b + a) % 65_521
    }
    zlib += Self.bigEndian32(b << 16 | a)
    let header = Self.bigEndian32(width) + Self.bigEndian32(height) + [8, 6, 0, 0, 0]
    var file: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    for (type, body) in [("IHDR", header), ("IDAT", zlib), ("IEND", [])] {
      let typed = Array(type.utf8) + body
      file += Self.bigEndian32(body.count) + typed + Self.bigEndian32(Self.crc32(typed))
    }
    return Data(file)
  }

  private static func littleEndian16(_ value: Int) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
  }

  private static func bigEndian32(_ value: Int) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) }
  }

  /// The CRC-32 of PNG's chunks (ISO 3309, reflected, polynomial 0xEDB88320).
  private static func crc32(_ bytes: [UInt8]) -> Int {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return Int(crc ^ 0xFFFF_FFFF)
  }
}
