/// One pair adjustment subtable, decoded: the horizontal advance change of a glyph pair.
enum PairSubtable {
  /// Format 1: adjustments of individual second glyphs, per covered first glyph.
  case glyphs([Int: [Int: Int]])
  /// Format 2: a value per (first class, second class), for covered first glyphs.
  case classes(
    covered: Set<Int>, first: [Int: Int], second: [Int: Int], columns: Int, values: [Int])

  /// The adjustment, or nil when the subtable does not apply to the pair (HarfBuzz then tries
  /// the lookup's next subtable; a format 2 subtable applies to every covered first glyph).
  func adjustment(_ left: Int, _ right: Int) -> Int? {
    switch self {
    case .glyphs(let pairs):
      return pairs[left]?[right]
    case .classes(let covered, let first, let second, let columns, let values):
      guard covered.contains(left) else { return nil }
      let index = (first[left] ?? 0) * columns + (second[right] ?? 0)
      return index < values.count ? values[index] : nil
    }
  }
}

/// The kerning a browser applies between two glyphs of Latin text.
struct Kerning {
  /// The 'kern' feature's lookups, each a list of subtables tried in order.
  var lookups: [[PairSubtable]] = []

  /// The summed adjustment of every lookup for the pair, in font units.
  func adjustment(_ left: Int, _ right: Int) -> Int {
    lookups.reduce(0) { sum, subtables in
      sum + (subtables.lazy.compactMap { $0.adjustment(left, right) }.first ?? 0)
    }
  }

  /// The 'latn' script's (else DFLT's) 'kern' lookups from GPOS; the legacy 'kern' table when
  /// GPOS has no such feature, as HarfBuzz chooses.
  init(font: FontFile) throws {
    if font.tables["GPOS"] != nil {
      let gpos = try font.table("GPOS")
      for index in try Self.kernLookupIndices(font, gpos) {
        let lookupList = gpos + (try font.u16(gpos + 8))
        let lookup = lookupList + (try font.u16(lookupList + 2 + 2 * index))
        var type = try font.u16(lookup)
        var subtables: [PairSubtable] = []
        for sub in 0..<(try font.u16(lookup + 4)) {
          var offset = lookup + (try font.u16(lookup + 6 + 2 * sub))
          if type == 9 {
            type = try font.u16(offset + 2)
            offset += try font.u32(offset + 4)
          }
          if type == 2 { subtables.append(try Self.pairSubtable(font, offset)) }
        }
        lookups.append(subtables)
      }
      if !lookups.isEmpty { return }
    }
    guard let kern = font.tables["kern"] else { return }
    var subtable = kern + 4
    var pairs: [Int: [Int: Int]] = [:]
    for _ in 0..<(try font.u16(kern + 2)) {
      let length = try font.u16(subtable + 2)
      let coverage = try font.u16(subtable + 4)
      // Format 0, horizontal, not minimum values, not cross-stream.
      if coverage >> 8 == 0, coverage & 0x7 == 0x1 {
        for pair in 0..<(try font.u16(subtable + 6)) {
          let record = subtable + 14 + 6 * pair
          pairs[try font.u16(record), default: [:]][try font.u16(record + 2)] = try font.i16(
            record + 4)
        }
      }
      subtable += max(length, 6)
    }
    lookups = [[.glyphs(pairs)]]
  }

  static func kernLookupIndices(_ font: FontFile, _ gpos: Int) throws -> [Int] {
    let scripts = gpos + (try font.u16(gpos + 4))
    let features = gpos + (try font.u16(gpos + 6))
    var languageSystem: Int?
    for tag in ["latn", "DFLT"] where languageSystem == nil {
      for index in 0..<(try font.u16(scripts)) {
        let record = scripts + 2 + 6 * index
        guard try tagAt(font, record) == tag else { continue }
        let script = scripts + (try font.u16(record + 4))
        let defaultOffset = try font.u16(script)
        if defaultOffset != 0 { languageSystem = script + defaultOffset }
      }
    }
    guard let system = languageSystem else { return [] }
    var indices: Set<Int> = []
    for index in 0..<(try font.u16(system + 4)) {
      let feature = try font.u16(system + 6 + 2 * index)
      let record = features + 2 + 6 * feature
      guard try tagAt(font, record) == "kern" else { continue }
      let table = features + (try font.u16(record + 4))
      for lookup in 0..<(try font.u16(table + 2)) {
        indices.insert(try font.u16(table + 4 + 2 * lookup))
      }
    }
    return indices.sorted()
  }

  static func tagAt(_ font: FontFile, _ offset: Int) throws -> String {
    String(
      decoding: [try font.u16(offset), try font.u16(offset + 2)].flatMap {
        [UInt8($0 >> 8), UInt8($0 & 0xFF)]
      }, as: UTF8.self)
  }

  /// The size of a value record, and the horizontal advance inside one (or nil).
  static func xAdvance(_ font: FontFile, format: Int, at offset: Int) throws -> Int {
    guard format & 0x4 != 0 else { return 0 }
    return try font.i16(offset + 2 * (format & 0x3).nonzeroBitCount)
  }

  static func pairSubtable(_ font: FontFile, _ offset: Int) throws -> PairSubtable {
    let covered = try coverage(font, offset + (try font.u16(offset + 2)))
    let format1 = try font.u16(offset + 4)
    let format2 = try font.u16(offset + 6)
    let size1 = 2 * format1.nonzeroBitCount
    let size2 = 2 * format2.nonzeroBitCount
    if try font.u16(offset) == 1 {
      var pairs: [Int: [Int: Int]] = [:]
      for (index, first) in covered.enumerated() where index < (try font.u16(offset + 8)) {
        let set = offset + (try font.u16(offset + 10 + 2 * index))
        for pair in 0..<(try font.u16(set)) {
          let record = set + 2 + (2 + size1 + size2) * pair
          let value =
            try xAdvance(font, format: format1, at: record + 2)
            + xAdvance(font, format: format2, at: record + 2 + size1)
          pairs[first, default: [:]][try font.u16(record)] = value
        }
      }
      return .glyphs(pairs)
    }
    let rows = try font.u16(offset + 12)
    let columns = try font.u16(offset + 14)
    var values: [Int] = []
    for cell in 0..<(rows * columns) {
      let record = offset + 16 + (size1 + size2) * cell
      values.append(
        try xAdvance(font, format: format1, at: record)
          + xAdvance(font, format: format2, at: record + size1))
    }
    return .classes(
      covered: Set(covered), first: try classes(font, offset + (try font.u16(offset + 8))),
      second: try classes(font, offset + (try font.u16(offset + 10))), columns: columns,
      values: values)
  }

  /// The glyphs of a coverage table, in coverage index order.
  static func coverage(_ font: FontFile, _ offset: Int) throws -> [Int] {
    let count = try font.u16(offset + 2)
    if try font.u16(offset) == 1 {
      return try (0..<count).map { try font.u16(offset + 4 + 2 * $0) }
    }
    var glyphs: [Int] = []
    for range in 0..<count {
      let first = try font.u16(offset + 4 + 6 * range)
      let last = try font.u16(offset + 6 + 6 * range)
      if first <= last { glyphs += Array(first...last) }
    }
    return glyphs
  }

  /// A class definition table: glyph to class (absent glyphs are class 0).
  static func classes(_ font: FontFile, _ offset: Int) throws -> [Int: Int] {
    var map: [Int: Int] = [:]
    if try font.u16(offset) == 1 {
      let start = try font.u16(offset + 2)
      for index in 0..<(try font.u16(offset + 4)) {
        map[start + index] = try font.u16(offset + 6 + 2 * index)
      }
      return map
    }
    for range in 0..<(try font.u16(offset + 2)) {
      let record = offset + 4 + 6 * range
      let first = try font.u16(record)
      let last = try font.u16(record + 2)
      let value = try font.u16(record + 4)
      if first <= last { for glyph in first...last { map[glyph] = value } }
    }
    return map
  }
}
