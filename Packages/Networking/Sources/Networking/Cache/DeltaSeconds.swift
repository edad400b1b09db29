import Foundation

/// Reads the `delta-seconds` numbers of `Cache-Control: max-age` and `Age` (RFC 9111 §1.2.2):
/// ASCII digits only, so a sign, a fraction or anything else is unreadable.
enum DeltaSeconds {
  /// The largest number of seconds the cache believes, 2³¹ as RFC 9111 §1.2.2 suggests;
  /// larger values are clamped to it.
  static let largest: TimeInterval = 2_147_483_648

  /// What a value too large even to read (more than `Int.max`) means.
  enum Overflow {
    /// It reads as ``DeltaSeconds/largest``.
    case clamps
    /// It is unreadable.
    case isInvalid
  }

  /// The seconds `text` names, at most ``largest``; `nil` when it is not a run of ASCII digits
  /// (surrounding spaces allowed), or too large to read and `overflow` is ``Overflow/isInvalid``.
  static func parse(_ text: String, overflow: Overflow) -> TimeInterval? {
    let digits = text.trimmingCharacters(in: .whitespaces)
    guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    guard let value = Int(digits) else {
      return overflow == .clamps ? largest : nil
    }
    return min(TimeInterval(value), largest)
  }
}
