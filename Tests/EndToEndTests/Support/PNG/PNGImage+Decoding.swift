import Foundation

/// PNG decoding, 8 bits a channel, RGB or RGBA, not interlaced, as Chromium's screenshots and
/// grim write them. Foundation has no PNG decoder on Linux, so this one is ours: the chunks,
/// zlib's inflate (``Inflater``) and the five row filters.
extension PNGImage {
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
