import Foundation

/// Why the tool stops: one line for stderr, and the exit status (65: the data is bad, 69: a
/// font is missing).
struct ToolError: Error {
  let message: String
  var status: Int32 = 65
}

/// A TrueType/OpenType file's bytes and table directory, read with bounds checks.
struct FontFile {
  let path: String
  let bytes: [UInt8]
  var tables: [String: Int] = [:]

  init(path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ToolError(
        message: "cannot read \(path): install fonts-liberation2 and fonts-noto-color-emoji",
        status: 69)
    }
    self.path = path
    bytes = [UInt8](data)
    // TrueType (0x00010000 or 'true') or OpenType ('OTTO'); a collection is not read.
    guard [0x0001_0000, 0x7472_7565, 0x4F54_544F].contains(try u32(0)) else {
      throw ToolError(message: "\(path): not a TrueType or OpenType font")
    }
    for index in 0..<(try u16(4)) {
      let record = 12 + 16 * index
      let tag = String(decoding: bytes[record..<min(record + 4, bytes.count)], as: UTF8.self)
      tables[tag] = try u32(record + 8)
    }
  }

  func u16(_ offset: Int) throws -> Int {
    guard offset >= 0, offset + 2 <= bytes.count else {
      throw ToolError(message: "\(path): truncated at byte \(offset)")
    }
    return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
  }
  func i16(_ offset: Int) throws -> Int {
    let value = try u16(offset)
    return value >= 0x8000 ? value - 0x10000 : value
  }
  func u32(_ offset: Int) throws -> Int { try u16(offset) << 16 | u16(offset + 2) }
  func table(_ tag: String) throws -> Int {
    guard let offset = tables[tag] else { throw ToolError(message: "\(path): no '\(tag)' table") }
    return offset
  }

  var unitsPerEm: Int { get throws { try u16(table("head") + 18) } }
  /// hhea's ascender, descender (negative below the baseline) and line gap.
  var lineMetrics: (ascender: Int, descender: Int, lineGap: Int) {
    get throws {
      let hhea = try table("hhea")
      return (try i16(hhea + 4), try i16(hhea + 6), try i16(hhea + 8))
    }
  }

  func advance(glyph: Int) throws -> Int {
    let metrics = try u16(table("hhea") + 34)
    guard metrics > 0 else { throw ToolError(message: "\(path): no horizontal metrics") }
    return try u16(table("hmtx") + 4 * min(glyph, metrics - 1))
  }

  /// The version string of the name table (name ID 5), or head's revision.
  var version: String {
    get throws {
      let name = try table("name")
      let strings = name + (try u16(name + 4))
      for index in 0..<(try u16(name + 2)) {
        let record = name + 6 + 12 * index
        guard try u16(record) == 3, try u16(record + 6) == 5 else { continue }
        let start = strings + (try u16(record + 10))
        let units = try (0..<(try u16(record + 8)) / 2).map { UInt16(try u16(start + 2 * $0)) }
        return String(decoding: units, as: UTF16.self).components(separatedBy: ";")[0]
      }
      return String(format: "revision %.3f", Double(try u32(table("head") + 4)) / 65536)
    }
  }

  /// Code point to glyph, from the best Unicode subtable of cmap (format 12, else 4).
  func characterMap() throws -> [UInt32: Int] {
    let cmap = try table("cmap")
    var best: (rank: Int, offset: Int)?
    for index in 0..<(try u16(cmap + 2)) {
      let record = cmap + 4 + 8 * index
      let platform = try u16(record)
      let encoding = try u16(record + 2)
      let offset = cmap + (try u32(record + 4))
      let format = try u16(offset)
      let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
      let rank = !unicode ? 0 : format == 12 ? 2 : format == 4 ? 1 : 0
      if rank > (best?.rank ?? 0) { best = (rank, offset) }
    }
    guard let (rank, offset) = best else { throw ToolError(message: "\(path): no Unicode cmap") }
    var map: [UInt32: Int] = [:]
    if rank == 2 {
      for group in 0..<(try u32(offset + 12)) {
        let record = offset + 16 + 12 * group
        let first = try u32(record)
        let last = try u32(record + 4)
        guard first <= last, last < 0x11_0000 else { continue }
        let glyph = try u32(record + 8)
        for scalar in first...last { map[UInt32(scalar)] = glyph + scalar - first }
      }
      return map
    }
    let segments = try u16(offset + 6) / 2
    for segment in 0..<segments {
      let last = try u16(offset + 14 + 2 * segment)
      let first = try u16(offset + 16 + 2 * segments + 2 * segment)
      let delta = try u16(offset + 16 + 4 * segments + 2 * segment)
      let rangeOffsetAt = offset + 16 + 6 * segments + 2 * segment
      let rangeOffset = try u16(rangeOffsetAt)
      guard first <= last else { continue }
      for scalar in first...last where scalar != 0xFFFF {
        var glyph =
          rangeOffset == 0 ? scalar : try u16(rangeOffsetAt + rangeOffset + 2 * (scalar - first))
        if rangeOffset == 0 || glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
        if glyph != 0 { map[UInt32(scalar)] = glyph }
      }
    }
    return map
  }
}
