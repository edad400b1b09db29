import Foundation

/// A decoded PNG, as Chromium's `--screenshot` and grim write it: 8 bits a channel, RGB or
/// RGBA, not interlaced. Foundation has no PNG decoder on Linux, so this one is ours: the
/// chunks, zlib's inflate (stored, fixed and dynamic Huffman blocks, RFC 1951) and the five row
/// filters.
struct PNGImage {
  struct Pixel: Equatable, CustomStringConvertible {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var alpha: UInt8

    var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

    /// Whether each colour channel is within `tolerance` of `other`'s, both opaque.
    func isNear(_ other: Pixel, tolerance: Int = 8) -> Bool {
      alpha > 200 && abs(Int(red) - Int(other.red)) <= tolerance
        && abs(Int(green) - Int(other.green)) <= tolerance
        && abs(Int(blue) - Int(other.blue)) <= tolerance
    }
  }

  enum DecodingError: Error {
    case notPNG
    case unsupported(String)
    case corrupt(String)
  }

  let width: Int
  let height: Int
  /// RGBA, row by row (another format's decoder, such as an X window dump's, sets them).
  let pixels: [UInt8]

  subscript(x: Int, y: Int) -> Pixel {
    let index = (y * width + x) * 4
    return Pixel(
      red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2],
      alpha: pixels[index + 3])
  }

  /// The smallest rectangle holding every pixel that is not fully transparent.
  var opaqueBounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var bounds: (Int, Int, Int, Int)?
    for y in 0..<height {
      for x in 0..<width where pixels[(y * width + x) * 4 + 3] > 0 {
        if let (minX, minY, maxX, maxY) = bounds {
          bounds = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        } else {
          bounds = (x, y, x, y)
        }
      }
    }
    return bounds
  }

  /// How many pixels of the rectangle satisfy `predicate`.
  func count(x: Range<Int>, y: Range<Int>, where predicate: (Pixel) -> Bool) -> Int {
    var found = 0
    for row in y.clamped(to: 0..<height) {
      for column in x.clamped(to: 0..<width) where predicate(self[column, row]) { found += 1 }
    }
    return found
  }

  init(data: Data) throws {
    let bytes = [UInt8](data)
    guard bytes.count > 8, bytes[0..<8].elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]) else {
      throw DecodingError.notPNG
    }
    var offset = 8
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let start = offset + 8
      guard length >= 0, start + length + 4 <= bytes.count else {
        throw DecodingError.corrupt("chunk \(type) runs past the end")
      }
      let body = bytes[start..<start + length]
      if type == "IHDR" { header = Array(body) }
      if type == "IDAT" { compressed.append(contentsOf: body) }
      if type == "IEND" { break }
      offset = start + length + 4
    }
    guard header.count == 13 else { throw DecodingError.corrupt("no IHDR") }
    let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    let (depth, colorType, interlace) = (header[8], header[9], header[12])
    guard depth == 8, colorType == 6 || colorType == 2, interlace == 0 else {
      throw DecodingError.unsupported("depth \(depth), colour type \(colorType), \(interlace)")
    }
    guard width > 0, height > 0, width * height <= 50_000_000 else {
      throw DecodingError.unsupported("size \(width) × \(height)")
    }
    let channels = colorType == 6 ? 4 : 3
    guard compressed.count > 2 else { throw DecodingError.corrupt("no image data") }
    var inflater = Inflater(Array(compressed.dropFirst(2)))  // the zlib header
    let raw = try inflater.inflate(expected: height * (width * channels + 1))
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else {
      throw DecodingError.corrupt("\(raw.count) bytes for \(height) rows of \(stride)")
    }
    var image = [UInt8](repeating: 0, count: height * stride)
    for row in 0..<height {
      let filter = raw[row * (stride + 1)]
      let source = row * (stride + 1) + 1
      let target = row * stride
      for index in 0..<stride {
        let left = index >= channels ? Int(image[target + index - channels]) : 0
        let up = row > 0 ? Int(image[target - stride + index]) : 0
        let upLeft =
          row > 0 && index >= channels ? Int(image[target - stride + index - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let estimate = left + up - upLeft
          let (toLeft, toUp, toUpLeft) = (
            abs(estimate - left), abs(estimate - up), abs(estimate - upLeft)
          )
          predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : (toUp <= toUpLeft ? up : upLeft)
        default: throw DecodingError.corrupt("row filter \(filter)")
        }
        image[target + index] = UInt8((Int(raw[source + index]) + predictor) & 0xFF)
      }
    }
    if channels == 3 {
      var rgba = [UInt8](repeating: 255, count: width * height * 4)
      for pixel in 0..<width * height {
        rgba[pixel * 4] = image[pixel * 3]
        rgba[pixel * 4 + 1] = image[pixel * 3 + 1]
        rgba[pixel * 4 + 2] = image[pixel * 3 + 2]
      }
      image = rgba
    }
    self.width = width
    self.height = height
    self.pixels = image
  }
}

/// Inflate (RFC 1951): stored, fixed-Huffman and dynamic-Huffman blocks.
private struct Inflater {
  private let input: [UInt8]
  private var position = 0
  private var bitBuffer = 0
  private var bitCount = 0
  private var output: [UInt8] = []

  init(_ input: [UInt8]) {
    self.input = input
  }

  /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
  private struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length > 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]
  private static let codeLengthOrder = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]

  mutating func inflate(expected: Int) throws -> [UInt8] {
    output.reserveCapacity(expected)
    var last = false
    while !last {
      last = try bits(1) == 1
      switch try bits(2) {
      case 0: try stored()
      case 1:
        let literals = Huffman(
          lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
            + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
        try codes(literals, Huffman(lengths: [Int](repeating: 5, count: 30)))
      case 2: try dynamic()
      default: throw PNGImage.DecodingError.corrupt("block type 3")
      }
    }
    return output
  }

  private mutating func bits(_ count: Int) throws -> Int {
    while bitCount < count {
      guard position < input.count else { throw PNGImage.DecodingError.corrupt("short data") }
      bitBuffer |= Int(input[position]) << bitCount
      position += 1
      bitCount += 8
    }
    let value = bitBuffer & ((1 << count) - 1)
    bitBuffer >>= count
    bitCount -= count
    return value
  }

  private mutating func stored() throws {
    bitBuffer = 0
    bitCount = 0
    guard position + 4 <= input.count else { throw PNGImage.DecodingError.corrupt("stored") }
    let length = Int(input[position]) | Int(input[position + 1]) << 8
    position += 4
    guard position + length <= input.count else { throw PNGImage.DecodingError.corrupt("stored") }
    output.append(contentsOf: input[position..<position + length])
    position += length
  }

  private mutating func decode(_ huffman: Huffman) throws -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1..<16 {
      code |= try bits(1)
      let count = huffman.counts[length]
      if code - count < first { return huffman.symbols[index + (code - first)] }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw PNGImage.DecodingError.corrupt("bad Huffman code")
  }

  private mutating func dynamic() throws {
    let literalCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeLengthCount = try bits(4) + 4
    var codeLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeLengthCount { codeLengths[Self.codeLengthOrder[index]] = try bits(3) }
    let lengthCode = Huffman(lengths: codeLengths)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try decode(lengthCode)
      switch symbol {
      case 0..<16: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else { throw PNGImage.DecodingError.corrupt("repeat") }
        lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
      case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
      default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
      }
    }
    guard lengths.count == literalCount + distanceCount else {
      throw PNGImage.DecodingError.corrupt("code lengths overrun")
    }
    try codes(
      Huffman(lengths: Array(lengths[0..<literalCount])),
      Huffman(lengths: Array(lengths[literalCount...])))
  }

  private mutating func codes(_ literals: Huffman, _ distances: Huffman) throws {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < Self.lengthBase.count else { throw PNGImage.DecodingError.corrupt("length") }
        let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
        let code = try decode(distances)
        guard code < Self.distanceBase.count else {
          throw PNGImage.DecodingError.corrupt("distance code")
        }
        let distance = Self.distanceBase[code] + (try bits(Self.distanceExtra[code]))
        guard distance <= output.count else { throw PNGImage.DecodingError.corrupt("distance") }
        let start = output.count - distance
        for offset in 0..<length { output.append(output[start + offset]) }
      }
    }
  }
}
