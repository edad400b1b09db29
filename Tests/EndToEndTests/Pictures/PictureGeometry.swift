import Foundation

/// What a picture says of its own size and first line of text, read from its `<svg>`: the
/// size from its `viewBox` (in points, whatever grid or layout drew it), the card's height from
/// its `card` clip path or card rectangle (a stack's dots come under the card), and the first
/// `<text>` element's baseline and `x` positions.
struct PictureGeometry {
  var width: Double
  var height: Double
  var cardHeight: Double
  /// The first `<text>`: its baseline and the first and last of its `x` positions.
  var firstText: (baseline: Double, first: Double, last: Double)?

  init?(_ document: String) {
    guard
      let box = document.firstMatch(
        of: /<svg [^>]*viewBox="0 0 ([0-9.]+) ([0-9.]+)"/),
      let width = Double(box.output.1), let height = Double(box.output.2)
    else { return nil }
    self.width = width
    self.height = height
    let card =
      document.firstMatch(of: /<clipPath id="card"><rect [^>]*height="([0-9.]+)"/)?.output.1
      ?? document.firstMatch(of: /<rect class="card" [^>]*height="([0-9.]+)"/)?.output.1
    cardHeight = card.flatMap { Double($0) } ?? height
    if let tag = document.firstMatch(of: /<text [^>]*>/)?.output,
      let x = tag.firstMatch(of: /\sx="([0-9. -]+)"/)?.output.1,
      let y = tag.firstMatch(of: /\sy="([0-9.]+)"/)?.output.1,
      let baseline = Double(y)
    {
      let positions = x.split(separator: " ").compactMap { Double($0) }
      if let first = positions.first, let last = positions.last {
        firstText = (baseline, first, last)
      }
    }
  }

  /// The window a screenshot of the picture takes, in CSS pixels.
  var window: (width: Int, height: Int) {
    (Int(width.rounded(.up)), Int(height.rounded(.up)))
  }

  /// How many pixels of `image` (at ``Chromium/scale``) in the band of the first line of text
  /// are unlike the card beside that band: ink where the text is. `nil` without text.
  ///
  /// The band runs from 11 points over the baseline to 3 under it; across, from the first
  /// glyph position to the last, widened by 24 points either way, as a text anchored in its
  /// middle or set in proportional glyphs reaches past its one `x`.
  func inkedPixels(in image: PNGImage) -> Int? {
    guard let line = firstText else { return nil }
    let scale = Double(Chromium.scale)
    let top = Int((line.baseline - 11) * scale)
    let bottom = Int((line.baseline + 3) * scale)
    let left = Int(max(line.first - 24, 0) * scale)
    let right = Int(min(line.last + 24, width) * scale)
    let background = image[3, max(top + 4, 0)]
    return image.count(x: left..<max(left, right), y: max(top, 0)..<max(top, bottom)) { pixel in
      abs(Int(pixel.red) - Int(background.red)) + abs(Int(pixel.green) - Int(background.green))
        + abs(Int(pixel.blue) - Int(background.blue)) > 90
    }
  }
}
