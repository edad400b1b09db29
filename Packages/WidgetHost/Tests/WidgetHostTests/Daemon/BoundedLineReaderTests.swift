import Foundation
import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// Lines from a real pipe: a line over the limit is skipped whole and reported once, without
/// being held in memory; the lines around it arrive intact.
@Suite struct BoundedLineReaderTests {
  @Test func aLineOverTheLimitIsSkippedAndTheNextArrives() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let writer = ends[1]
    Thread.detachNewThread {
      var text = Data("first\n".utf8)
      text.append(Data(repeating: UInt8(ascii: "x"), count: 300_000))
      text.append(Data("\nlast\nunterminated".utf8))
      text.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
          let written = write(writer, raw.baseAddress?.advanced(by: offset), raw.count - offset)
          guard written > 0 else { break }
          offset += written
        }
      }
      close(writer)
    }
    var reader = BoundedLineReader(descriptor: ends[0], limit: 1024)
    defer { close(ends[0]) }
    #expect(reader.next() == .some(Data("first".utf8)))
    #expect(reader.next() == .some(nil))
    #expect(reader.next() == .some(Data("last".utf8)))
    #expect(reader.next() == .some(Data("unterminated".utf8)))
    #expect(reader.next() == nil)
  }

  /// A line a little over the limit can come whole in one read (16 KiB): it is over the limit
  /// all the same, and a line exactly at the limit is not.
  @Test(arguments: [1025, 2000, 1024 + (16 << 10) - 10])
  func aLineThatCameInOneReadIsStillBounded(_ length: Int) throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    var text = Data(repeating: UInt8(ascii: "x"), count: length)
    text.append(Data("\n".utf8))
    text.append(Data(repeating: UInt8(ascii: "y"), count: 1024))
    text.append(Data("\n".utf8))
    // Small enough for the pipe's buffer: one write, before the reader reads.
    #expect(text.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == text.count)
    close(ends[1])
    var reader = BoundedLineReader(descriptor: ends[0], limit: 1024)
    #expect(reader.next() == .some(nil))
    #expect(reader.next() == .some(Data(repeating: UInt8(ascii: "y"), count: 1024)))
    #expect(reader.next() == nil)
  }
}
