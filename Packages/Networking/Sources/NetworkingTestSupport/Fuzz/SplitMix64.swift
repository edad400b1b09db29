/// A tiny seeded generator (SplitMix64), so every fuzz case draws the same bytes on every run
/// and a failure names the seed that reproduces it.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator that starts from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// One element of a non-empty array.
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int.random(in: 0..<elements.count, using: &self)]
  }

  /// A whole number in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  /// `true` about once in `count` draws.
  public mutating func oneIn(_ count: Int) -> Bool {
    Int.random(in: 0..<count, using: &self) == 0
  }

  /// One element, or `nil` for an empty array.
  public mutating func pickOrNil<Element>(_ elements: [Element]) -> Element? {
    elements.isEmpty ? nil : pick(elements)
  }

  /// The seed of case `index` of the fuzz target named `target`, in a suite whose own seed is
  /// `suite`: FNV-1a of the name mixed with the suite's seed, so that a failure can name the
  /// one seed that replays it, and targets do not share cases.
  public static func caseSeed(suite: UInt64, target: String, index: Int) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in target.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    var mixer = SplitMix64(seed: (suite ^ hash) &+ UInt64(index))
    return mixer.next()
  }
}
