extension FontMetrics {
  /// One face of the text font, decoded from ``FontMetricsTable`` into arrays indexed by code
  /// point, so that measuring looks advances up without searching and without allocating.
  final class Face: Sendable {
    /// The advance of each code point below `advances.count`, in font units; 0 where the face
    /// has no glyph, the code point is outside the generated blocks, or takes no width
    /// (``DisplayWidth/isZeroWidth(_:)``).
    let advances: [UInt16]
    /// The kerning of two ASCII characters, at `left << 7 | right`, in font units.
    let asciiKerning: [Int16]
    /// Every kerning pair as `left << 16 | right`, sorted, and its adjustment.
    let kerningKeys: [UInt32]
    let kerningValues: [Int16]
    /// The mean advance of `a` to `z`: the width taken for a character the face lacks.
    let fallbackAdvance: Int

    init(
      advances packed: [UInt16], kerning: [(left: UInt16, right: UInt16, value: Int16)]
    ) {
      let runs = FontMetricsTable.runs
      var advances = [UInt16](repeating: 0, count: Int(runs.last?.last ?? 0x7F) + 1)
      var index = 0
      for run in runs {
        for scalar in run.first...run.last where index < packed.count {
          // Marks and format characters (a soft hyphen) draw nothing in running text.
          let drawn = Unicode.Scalar(scalar).map { !DisplayWidth.isZeroWidth($0) } ?? false
          advances[Int(scalar)] = drawn ? packed[index] : 0
          index += 1
        }
      }
      var asciiKerning = [Int16](repeating: 0, count: 128 * 128)
      let sorted = kerning.sorted { ($0.left, $0.right) < ($1.left, $1.right) }
      for pair in sorted where pair.left < 128 && pair.right < 128 {
        asciiKerning[Int(pair.left) << 7 | Int(pair.right)] = pair.value
      }
      self.advances = advances
      self.asciiKerning = asciiKerning
      kerningKeys = sorted.map { UInt32($0.left) << 16 | UInt32($0.right) }
      kerningValues = sorted.map(\.value)
      let lowercase = (0x61...0x7A).reduce(0) { $0 + Int(advances[$1]) }
      fallbackAdvance = (lowercase + 13) / 26
    }

    /// The advance of a code point in font units, 0 when the face has no glyph for it.
    @inline(__always)
    func advance(_ scalar: UInt32) -> Int {
      scalar < advances.count ? Int(advances[Int(scalar)]) : 0
    }

    /// The kerning between two code points the face has, in font units (usually negative).
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
      if left < 128 && right < 128 { return Int(asciiKerning[Int(left << 7 | right)]) }
      guard left <= 0xFFFF, right <= 0xFFFF else { return 0 }
      let key = left << 16 | right
      var low = 0
      var high = kerningKeys.count - 1
      while low <= high {
        let middle = (low + high) / 2
        if kerningKeys[middle] < key {
          low = middle + 1
        } else if kerningKeys[middle] > key {
          high = middle - 1
        } else {
          return Int(kerningValues[middle])
        }
      }
      return 0
    }

    /// The width of printable ASCII text in font units, kerned, or nil when the text holds
    /// anything else (controls draw nothing and break kerning).
    func asciiUnits(_ text: Substring.UTF8View) -> Int? {
      if let units = text.withContiguousStorageIfAvailable({ asciiUnits(bytes: $0) }) {
        return units
      }
      return asciiUnits(bytes: text)
    }

    @inline(__always)
    private func asciiUnits<Bytes: Sequence<UInt8>>(bytes: Bytes) -> Int? {
      advances.withUnsafeBufferPointer { advances in
        asciiKerning.withUnsafeBufferPointer { kerning in
          var units = 0
          var previous = -1
          for byte in bytes {
            guard byte < 0x80 else { return nil }
            let code = Int(byte)
            guard code >= 0x20, code != 0x7F else {
              previous = -1
              continue
            }
            units += Int(advances[code])
            if previous >= 0 { units += Int(kerning[previous << 7 | code]) }
            previous = code
          }
          return units
        }
      }
    }
  }
}
