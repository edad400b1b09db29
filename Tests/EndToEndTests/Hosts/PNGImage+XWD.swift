import Foundation

extension PNGImage {
  /// Decodes an X window dump as `xwd` (x11-apps) writes it: version 7, a ZPixmap of a
  /// TrueColor or DirectColor visual with 24 or 32 bits a pixel, in either byte order. The file
  /// is a header of 25 big-endian numbers (then the window's name, up to the header's size),
  /// a colour map of 12 bytes an entry, and the rows, `bytes_per_line` apart.
  init(xwd data: Data) throws {
    let bytes = [UInt8](data)
    guard bytes.count >= 100 else { throw DecodingError.corrupt("no XWD header") }
    let field = { (index: Int) in
      bytes[index * 4..<index * 4 + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let (headerSize, version, format) = (field(0), field(1), field(2))
    let (width, height, byteOrder) = (field(4), field(5), field(7))
    let (bitsPerPixel, bytesPerLine, visualClass) = (field(11), field(12), field(13))
    let masks = [field(14), field(15), field(16)]
    guard version == 7, format == 2, [4, 5].contains(visualClass),
      [24, 32].contains(bitsPerPixel), masks.allSatisfy({ $0 != 0 })
    else {
      throw DecodingError.unsupported(
        "XWD version \(version), format \(format), visual \(visualClass), \(bitsPerPixel) bits")
    }
    let start = headerSize + field(19) * 12
    let bytesPerPixel = bitsPerPixel / 8
    guard width > 0, height > 0, width * height <= 50_000_000,
      width * bytesPerPixel <= bytesPerLine, start + height * bytesPerLine <= bytes.count
    else {
      throw DecodingError.corrupt("\(width) × \(height) in \(bytes.count) bytes")
    }
    // Each channel: its mask's bits, shifted down and widened (or narrowed) to 8 bits.
    let channels = masks.map { mask in
      (shift: mask.trailingZeroBitCount, maximum: mask >> mask.trailingZeroBitCount)
    }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for row in 0..<height {
      for column in 0..<width {
        let at = start + row * bytesPerLine + column * bytesPerPixel
        let word = bytes[at..<at + bytesPerPixel]
        // Byte order 0 is LSBFirst.
        let value =
          byteOrder == 0
          ? word.reversed().reduce(0) { $0 << 8 | Int($1) } : word.reduce(0) { $0 << 8 | Int($1) }
        for (index, channel) in channels.enumerated() {
          let level = (value >> channel.shift) & channel.maximum
          rgba[(row * width + column) * 4 + index] = UInt8(level * 255 / channel.maximum)
        }
      }
    }
    self.width = width
    self.height = height
    self.pixels = rgba
  }
}
