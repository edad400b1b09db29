/// Text laid out in points: its lines, their widths and the size they are set at.
struct PointLines: Hashable, Sendable {
  var lines: [String] = []
  var widths: [Double] = []
  var fontSize: Double
  var lineHeight: Double

  var width: Double { widths.max() ?? 0 }
  var height: Double { Double(lines.count) * lineHeight }
}

/// Fits text into a width and a height in points, as SwiftUI's `Text` does: wrap at words
/// (a word longer than a line breaks between characters), then shrink the font step by step
/// down to the ``ShrinkRule``'s minimum scale if one allows it, then cut the last line with
/// `…`. Widths come from the ``TextMeasure``.
struct PointTextFitter {
  let measure: any TextMeasure
  let bold: Bool

  /// How much wider than its width a line may measure and still fit: a stack that shares
  /// out exactly a text's own width can hand it a hair less (sums of doubles), which would
  /// wrap or cut text that fits.
  static let tolerance = 0.01

  func fit(_ block: TextBlock, width: Double, height: Double) -> PointLines {
    let width = width + Self.tolerance
    let size = block.font.size
    var result = PointLines(fontSize: size, lineHeight: measure.lineHeight(size: size))
    guard width > 0, height > 0, !block.text.isEmpty else { return result }
    let scales = Self.scales(block.shrink?.minimumScale ?? 1)
    var lastWrapped: [String] = []
    for scale in scales {
      let scaled = size * scale
      let lineHeight = measure.lineHeight(size: scaled)
      let room = Int((height + 1e-6) / lineHeight)
      let maxLines = min(block.lineLimit ?? .max, room)
      guard maxLines > 0 else { continue }
      lastWrapped = wrap(block.text, size: scaled, width: width)
      result = PointLines(fontSize: scaled, lineHeight: lineHeight)
      if lastWrapped.count <= maxLines {
        result.lines = lastWrapped
        result.widths = lastWrapped.map { self.width($0, scaled) }
        return result
      }
      if scale == scales.last {
        result.lines = truncated(lastWrapped, to: maxLines, size: scaled, width: width)
        result.widths = result.lines.map { self.width($0, scaled) }
      }
    }
    return result
  }

  /// 1, then down by 0.05 to `minimum` (kept between 0.1 and 1).
  private static func scales(_ minimum: Double) -> [Double] {
    let floor = min(max(minimum.isFinite ? minimum : 1, 0.1), 1)
    var scales: [Double] = [1]
    var next = 0.95
    while next > floor + 1e-9 {
      scales.append(next)
      next -= 0.05
    }
    if floor < 1 { scales.append(floor) }
    return scales
  }

  private func width(_ text: Substring, _ size: Double) -> Double {
    measure.width(of: text, size: size, bold: bold)
  }

  private func width(_ text: String, _ size: Double) -> Double {
    measure.width(of: text[...], size: size, bold: bold)
  }

  /// `text`'s lines at `size` in `width`: its own line breaks kept, words kept whole where
  /// they fit, spaces at a break dropped.
  func wrap(_ text: String, size: Double, width: Double) -> [String] {
    var lines: [String] = []
    let space = self.width(" ", size)
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if self.width(paragraph, size) <= width {
        lines.append(String(paragraph))
        continue
      }
      var line = ""
      var lineWidth = 0.0
      for word in paragraph.split(separator: " ") {
        let wordWidth = self.width(word, size)
        if line.isEmpty, wordWidth <= width {
          (line, lineWidth) = (String(word), wordWidth)
        } else if !line.isEmpty, lineWidth + space + wordWidth <= width {
          line += " " + word
          lineWidth += space + wordWidth
        } else {
          if !line.isEmpty { lines.append(line) }
          (line, lineWidth) = breakWord(word, size: size, width: width, into: &lines)
        }
      }
      lines.append(line)
    }
    return lines
  }

  /// Splits a word too long for a line between characters: whole lines go to `lines`, the
  /// rest (and its width) is returned to continue the line.
  private func breakWord(_ word: Substring, size: Double, width: Double, into lines: inout [String])
    -> (String, Double)
  {
    var line = ""
    var lineWidth = 0.0
    for character in word {
      let characterWidth = self.width(String(character), size)
      if !line.isEmpty, lineWidth + characterWidth > width {
        lines.append(line)
        (line, lineWidth) = ("", 0)
      }
      line.append(character)
      lineWidth += characterWidth
    }
    return (line, lineWidth)
  }

  /// The first `count` lines, the last one holding as much of the rest as fits before `…`.
  private func truncated(_ lines: [String], to count: Int, size: Double, width: Double) -> [String]
  {
    var kept = Array(lines.prefix(count))
    let rest = lines[(count - 1)...].joined(separator: " ")
    kept[count - 1] = ellipsized(rest, size: size, width: width)
    return kept
  }

  /// The longest start of `text` that fits in `width` with `…` after it (trailing spaces
  /// dropped); just `…` (or nothing, when even that does not fit) otherwise.
  func ellipsized(_ text: String, size: Double, width: Double) -> String {
    let ellipsis = "\u{2026}"
    let room = width - self.width(ellipsis, size)
    guard room >= 0 else { return "" }
    let characters = Array(text)
    var low = 0
    var high = characters.count
    while low < high {
      let middle = (low + high + 1) / 2
      if self.width(String(characters[..<middle]), size) <= room {
        low = middle
      } else {
        high = middle - 1
      }
    }
    var start = String(characters[..<low])
    while start.last == " " { start.removeLast() }
    return start + ellipsis
  }
}
