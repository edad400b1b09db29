import Foundation

/// An image as RGBA pixels: a decoded PNG (``init(data:)``, as Chromium and grim write them)
/// or an X window dump, with the questions the tests ask of its pixels.
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
}
