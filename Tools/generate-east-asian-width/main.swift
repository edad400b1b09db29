// Generates TextRendering's East Asian Width table from the Unicode Character Database.
//
// Usage (from the repository root):
//   swift Tools/generate-east-asian-width/main.swift /usr/share/unicode/EastAsianWidth.txt \
//     > Packages/TextRendering/Sources/TextRendering/Width/EastAsianWidthTable.swift
//
// The input is EastAsianWidth.txt (Debian/Ubuntu: `apt-get install unicode-data`, or
// https://www.unicode.org/Public/UCD/latest/ucd/EastAsianWidth.txt). The output is a Swift file
// holding the sorted, merged ranges of code points whose width is W (wide) or F (full-width);
// everything else is one cell wide, except what DisplayWidth treats as zero width or emoji.
// Unassigned code points in the CJK blocks default to W, as UAX #11 says; explicit entries in the
// file override those defaults.
import Foundation

/// Code point ranges that UAX #11 says default to W when unassigned.
let wideDefaults: [ClosedRange<UInt32>] = [
  0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
]

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
  fail("usage: swift Tools/generate-east-asian-width/main.swift PATH/TO/EastAsianWidth.txt")
}
guard let data = FileManager.default.contents(atPath: arguments[1]),
  let text = String(data: data, encoding: .utf8)
else {
  fail("cannot read \(arguments[1]): check the path (apt-get install unicode-data)")
}

var isWide = [Bool](repeating: false, count: 0x110000)
for range in wideDefaults {
  for scalar in range { isWide[Int(scalar)] = true }
}

var version = "unknown"
for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
  let line = rawLine.trimmingCharacters(in: .whitespaces)
  if line.hasPrefix("# EastAsianWidth-"), version == "unknown" {
    let name = line.dropFirst("# EastAsianWidth-".count)
    version = String(name.hasSuffix(".txt") ? name.dropLast(4) : name)
    continue
  }
  if line.isEmpty || line.hasPrefix("#") { continue }
  let content = line.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
  let fields = content.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
  guard fields.count == 2 else { continue }
  let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true)
  guard let lower = bounds.first.flatMap({ UInt32($0, radix: 16) }),
    let upper = (bounds.count > 1 ? bounds.last : bounds.first).flatMap({ UInt32($0, radix: 16) }),
    lower <= upper, upper < 0x110000
  else {
    fail("cannot parse line: \(line)")
  }
  let wide = fields[1] == "W" || fields[1] == "F"
  for scalar in lower...upper { isWide[Int(scalar)] = wide }
}

var ranges: [(UInt32, UInt32)] = []
var start: Int? = nil
for scalar in 0...isWide.count {
  let wide = scalar < isWide.count && isWide[scalar]
  if wide, start == nil { start = scalar }
  if !wide, let lower = start {
    ranges.append((UInt32(lower), UInt32(scalar - 1)))
    start = nil
  }
}

func hex(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

var output = """
  // GENERATED FILE: do not edit by hand. Generated data, so longer than the 300-line guideline.
  // Source: Unicode \(version) EastAsianWidth.txt (W and F ranges, plus UAX #11 CJK defaults).
  // Regenerate from the repository root with:
  //   swift Tools/generate-east-asian-width/main.swift /usr/share/unicode/EastAsianWidth.txt \\
  //     > Packages/TextRendering/Sources/TextRendering/Width/EastAsianWidthTable.swift

  /// The code point ranges whose East Asian Width is W or F, generated from Unicode \(version).
  enum EastAsianWidthTable {
    /// The Unicode version the table was generated from.
    static let unicodeVersion = "\(version)"

    /// Sorted, non-overlapping, merged closed ranges of wide code points.
    static let wideRanges: [(lower: UInt32, upper: UInt32)] = [

  """
for (lower, upper) in ranges {
  output += "    (\(hex(lower)), \(hex(upper))),\n"
}
output += "  ]\n}\n"
print(output, terminator: "")
