// Generates TextRendering's font metrics table from the reference fonts' TrueType files.
//
// Usage (from the repository root):
//   swift run --package-path Tools/font-metrics font-metrics \
//     /usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf \
//     /usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf \
//     /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf \
//     -o Packages/TextRendering/Sources/TextRendering/Fonts/FontMetricsTable.swift
//
// Without `-o PATH` the table goes to standard output. With it, the file is replaced whole
// (written beside it, then renamed), so a failed run leaves the old table in place. Exit
// status: 64 for bad usage, 69 for a font file that is missing, 65 for one that cannot be
// parsed, 73 when the output cannot be written.
//
// The fonts come from Debian/Ubuntu's fonts-liberation2 and fonts-noto-color-emoji. The tool
// reads the files itself (Foundation only): head (units per em), hhea (ascender, descender,
// line gap, number of horizontal metrics), hmtx (advances), cmap (formats 4 and 12), name (the
// version string) and the kerning a browser applies to Latin text (see Kerning.swift). Only the
// code points of `blocks` that a text font maps are written, and only kerning pairs whose
// adjustment is not zero. The output is deterministic: the same fonts give the same file.
import Foundation

/// The Unicode blocks written, where the text fonts have glyphs for them.
let blocks: [ClosedRange<UInt32>] = [
  0x0020...0x007E, 0x00A0...0x00FF, 0x0100...0x017F,  // Basic Latin, Latin-1, Latin Extended-A
  0x0180...0x024F, 0x02B0...0x02FF, 0x0370...0x03FF,  // Latin Extended-B, modifiers, Greek
  0x0400...0x04FF, 0x2000...0x206F, 0x20A0...0x20CF,  // Cyrillic, punctuation, currency
  0x2100...0x214F, 0x2150...0x218F, 0x2190...0x21FF,  // letterlike, number forms, arrows
  0x2200...0x22FF, 0x2300...0x23FF, 0x2500...0x25FF,  // math, technical, box/block/geometric
  0x2600...0x27BF,  // symbols and dingbats
]
// Latin Extended Additional (Vietnamese) would add 32 lines: check-docs.sh holds every Swift
// file in Packages/ to 300, generated ones included.
/// The code points whose kerning pairs are written: Latin and general punctuation (Liberation
/// kerns Greek and Cyrillic too, but those pairs would triple the table).
let kerned: [ClosedRange<UInt32>] = [0x0020...0x024F, 0x2000...0x206F]
/// Unmapped code points between two mapped ones that still join one run (written as 0).
let largestGap: UInt32 = 4

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data(("font-metrics: " + message + "\n").utf8))
  exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var outputPath: String?
if arguments.count == 5, arguments[3] == "-o" {
  outputPath = arguments[4]
  arguments.removeLast(2)
}
guard arguments.count == 3 else {
  fail("usage: font-metrics REGULAR.ttf BOLD.ttf EMOJI.ttf [-o FontMetricsTable.swift]", status: 64)
}

/// What the table holds of one text face.
struct Face {
  let version: String
  let line: (ascender: Int, descender: Int, lineGap: Int)
  let advances: [UInt32: Int]
  let kerning: [(pair: UInt32, value: Int)]
}

func readFace(_ font: FontFile, unitsPerEm: Int) throws -> Face {
  guard try font.unitsPerEm == unitsPerEm else {
    throw ToolError(message: "\(font.path): units per em differ from the regular face's")
  }
  let map = try font.characterMap()
  var advances: [UInt32: Int] = [:]
  for block in blocks {
    for scalar in block {
      if let glyph = map[scalar] { advances[scalar] = try font.advance(glyph: glyph) }
    }
  }
  let kerning = try Kerning(font: font)
  let scalars = advances.keys.filter { scalar in kerned.contains { $0.contains(scalar) } }.sorted()
  var pairs: [(pair: UInt32, value: Int)] = []
  for left in scalars {
    guard let first = map[left] else { continue }
    for right in scalars {
      guard let second = map[right] else { continue }
      let value = kerning.adjustment(first, second)
      if value != 0 { pairs.append((left << 16 | right, value)) }
    }
  }
  let line = try font.lineMetrics
  return Face(
    version: try font.version, line: (line.ascender, -line.descender, line.lineGap),
    advances: advances, kerning: pairs)
}

func hex(_ value: UInt32, digits: Int = 4) -> String {
  let text = String(value, radix: 16, uppercase: true)
  return "0x" + String(repeating: "0", count: max(0, digits - text.count)) + text
}

/// Array elements, `perLine` to a line, indented for a static property.
func rows(_ items: [String], perLine: Int) -> String {
  stride(from: 0, to: items.count, by: perLine).map {
    "    " + items[$0..<min($0 + perLine, items.count)].joined(separator: ", ") + ",\n"
  }.joined()
}

do {
  let regularFont = try FontFile(path: arguments[0])
  let unitsPerEm = try regularFont.unitsPerEm
  let regular = try readFace(regularFont, unitsPerEm: unitsPerEm)
  let bold = try readFace(try FontFile(path: arguments[1]), unitsPerEm: unitsPerEm)
  let emojiFont = try FontFile(path: arguments[2])
  // The advance most emoji have (Noto Color Emoji gives them all one width).
  var counts: [Int: Int] = [:]
  for (scalar, glyph) in try emojiFont.characterMap() where scalar >= 0x1F000 {
    counts[try emojiFont.advance(glyph: glyph), default: 0] += 1
  }
  guard let emojiAdvance = counts.max(by: { ($0.value, $0.key) < ($1.value, $1.key) })?.key
  else { throw ToolError(message: "\(emojiFont.path): no emoji") }

  var runs: [(first: UInt32, last: UInt32)] = []
  for scalar in Set(regular.advances.keys).union(bold.advances.keys).sorted() {
    if let last = runs.last?.last, scalar - last <= largestGap + 1 {
      runs[runs.count - 1].last = scalar
    } else {
      runs.append((scalar, scalar))
    }
  }
  func advances(_ face: Face) -> String {
    rows(runs.flatMap { ($0.first...$0.last).map { String(face.advances[$0] ?? 0) } }, perLine: 16)
  }
  func lines(_ face: Face) -> String {
    "(ascender: \(face.line.ascender), descender: \(face.line.descender), lineGap: \(face.line.lineGap))"
  }
  let command = "swift run --package-path Tools/font-metrics font-metrics"
  var output = """
    // GENERATED FILE: do not edit by hand. Generated data, so longer than the 300-line guideline.
    // Sources: Liberation Sans Regular \(regular.version), Bold \(bold.version) (fonts-liberation2),
    // Noto Color Emoji \(try emojiFont.version) (fonts-noto-color-emoji).
    // Regenerate from the repository root with:
    //   \(command) \\
    //     /usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf \\
    //     /usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf \\
    //     /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf \\
    //     -o Packages/TextRendering/Sources/TextRendering/Fonts/FontMetricsTable.swift

    /// The reference fonts' metrics in font units, generated by Tools/font-metrics.
    enum FontMetricsTable {
      /// The font units in an em of Liberation Sans (both faces).
      static let unitsPerEm = \(unitsPerEm)
      /// hhea's ascender, descender (positive, below the baseline) and line gap.
      static let regularLine = \(lines(regular))
      static let boldLine = \(lines(bold))
      /// The advance of an emoji in Noto Color Emoji, and that font's units per em.
      static let emojiAdvance = \(emojiAdvance)
      static let emojiUnitsPerEm = \(try emojiFont.unitsPerEm)

      /// Runs of consecutive code points (first and last) whose advances follow each other in
      /// `regularAdvances` and `boldAdvances`; 0 where a face has no glyph.
      static let runs: [(first: UInt32, last: UInt32)] = [

    """
  output += rows(runs.map { "(\(hex($0.first)), \(hex($0.last)))" }, perLine: 5)
  output += "  ]\n\n  /// Advances of Liberation Sans Regular, in the order of `runs`.\n"
  output += "  static let regularAdvances: [UInt16] = [\n\(advances(regular))  ]\n\n"
  output += "  /// Advances of Liberation Sans Bold, in the order of `runs`.\n"
  output += "  static let boldAdvances: [UInt16] = [\n\(advances(bold))  ]\n"
  for (name, face) in [("Regular", regular), ("Bold", bold)] {
    output +=
      "\n  /// Kerning of Liberation Sans \(name): left and right code points, sorted, and the\n"
    output += "  /// adjustment in font units.\n"
    output +=
      "  static let \(name.lowercased())Kerning: [(left: UInt16, right: UInt16, value: Int16)] = [\n"
    output += rows(
      face.kerning.map { "(\(hex($0.pair >> 16)), \(hex($0.pair & 0xFFFF)), \($0.value))" },
      perLine: 4)
    output += "  ]\n"
  }
  output += "}\n"
  if let outputPath {
    do {
      try Data(output.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
    } catch {
      fail("cannot write \(outputPath): \(error.localizedDescription)", status: 73)
    }
  } else {
    print(output, terminator: "")
  }
  let summary = "\(runs.count) runs, \(regular.advances.count) + \(bold.advances.count) advances, "
  FileHandle.standardError.write(
    Data((summary + "\(regular.kerning.count) + \(bold.kerning.count) kerning pairs\n").utf8))
} catch let error as ToolError {
  fail(error.message, status: error.status)
} catch {
  fail("\(error)", status: 70)
}
