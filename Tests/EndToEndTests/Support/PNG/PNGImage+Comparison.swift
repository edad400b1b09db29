import Foundation

/// Comparing two images pixel by pixel, and drawing where they differ.
extension PNGImage {
  /// The indices (row by row) of the pixels where some channel, alpha included, differs from
  /// `other`'s by more than `threshold`; `nil` when the two are not the same size.
  func differingPixels(from other: PNGImage, threshold: Int) -> [Int]? {
    guard width == other.width, height == other.height else { return nil }
    var differing: [Int] = []
    for pixel in 0..<width * height {
      let base = pixel * 4
      for channel in base..<base + 4
      where abs(Int(pixels[channel]) - Int(other.pixels[channel])) > threshold {
        differing.append(pixel)
        break
      }
    }
    return differing
  }

  /// This image faded (laid on white, then three quarters of the way to white) with the
  /// pixels at `marked` in opaque red: where a picture differs, in its context.
  func diffImage(marking marked: [Int]) -> PNGImage {
    var faded = [UInt8](repeating: 255, count: pixels.count)
    for pixel in 0..<width * height {
      let base = pixel * 4
      let alpha = Int(pixels[base + 3])
      for channel in base..<base + 3 {
        let onWhite = (Int(pixels[channel]) * alpha + 255 * (255 - alpha)) / 255
        faded[channel] = UInt8(255 - (255 - onWhite) / 4)
      }
    }
    for pixel in marked where pixel >= 0 && pixel < width * height {
      faded.replaceSubrange(pixel * 4..<pixel * 4 + 4, with: [255, 0, 0, 255])
    }
    return PNGImage(width: width, height: height, pixels: faded)
  }
}
