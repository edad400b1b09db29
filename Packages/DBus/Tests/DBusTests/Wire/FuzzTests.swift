import Testing

@testable import DBus

/// Seeded random damage to valid messages: each result decodes or throws a ``DBusError`` (the
/// decoder's typed throws say it can be nothing else), never traps, and what decodes encodes
/// to bytes that decode to the same message.
@Suite struct FuzzTests {
  /// xorshift64*: a seeded generator in four lines, so that a failure can be replayed without
  /// a dependency on NetworkingTestSupport's SplitMix64.
  struct Generator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      return state &* 0x2545_F491_4F6C_DD1D
    }
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func damagedMessagesDecodeOrThrow(seed: UInt64) throws {
    var random = Generator(state: seed)
    let original = HostileInputTests.valid
    try #require(!original.isEmpty)
    var decoded = 0
    var refused = 0
    for _ in 0..<5_000 {
      var bytes = original
      for _ in 0...Int.random(in: 0...3, using: &random) {
        let index = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0...3, using: &random) {
        case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes[index] ^= 1 << UInt8.random(in: 0...7, using: &random)
        case 2: bytes[index] = [0, 0xff, 0x7f, 0x80].randomElement(using: &random) ?? 0
        default: bytes.removeSubrange(index...)
        }
        if bytes.isEmpty { break }
      }
      do {
        let message = try DBusMessage(decoding: bytes)
        decoded += 1
        let again = try message.encoded()
        #expect(try DBusMessage(decoding: again).encoded() == again)
      } catch {
        // Typed throws: whatever was thrown is a DBusError.
        refused += 1
      }
    }
    // The damage spares the message often enough that both paths are taken.
    #expect(decoded > 0)
    #expect(refused > 0)
  }
}
