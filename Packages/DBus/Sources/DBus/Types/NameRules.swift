/// The rules of the specification for bus, interface, member and error names. Every name this
/// package sends or reads in a header is checked with them.
enum NameRules {
  /// The longest name D-Bus allows, in bytes.
  static let maximumLength = 255

  /// Why `name` is not a valid interface or error name (two or more dot-separated elements
  /// of `[A-Za-z0-9_]`, none starting with a digit), or `nil`.
  static func interfaceProblem(_ name: String) -> String? {
    dottedProblem(name, allowHyphen: false, digitsFirst: false)
  }

  /// Why `name` is not a valid member name (one element of `[A-Za-z0-9_]`, not starting with
  /// a digit), or `nil`.
  static func memberProblem(_ name: String) -> String? {
    let bytes = Array(name.utf8)
    guard let first = bytes.first else { return "is empty" }
    guard bytes.count <= maximumLength else { return "is longer than \(maximumLength) bytes" }
    guard bytes.allSatisfy({ isElementCharacter($0, digitsFirst: true) }) else {
      return "holds a character other than A-Z a-z 0-9 _"
    }
    return isDigit(first) ? "starts with a digit" : nil
  }

  /// Why `name` is not a valid bus name (a unique `:1.42`, or a well-known name such as
  /// `org.kde.StatusNotifierItem-12-1`), or `nil`.
  static func busNameProblem(_ name: String) -> String? {
    if name.hasPrefix(":") {
      return dottedProblem(String(name.dropFirst()), allowHyphen: true, digitsFirst: true)
    }
    return dottedProblem(name, allowHyphen: true, digitsFirst: false)
  }

  /// Throws ``DBusError/invalid(_:)`` naming `what` when `problem` is not `nil`.
  static func check(_ what: String, _ name: String, _ problem: String?) throws(DBusError) {
    if let problem { throw .invalid("\(what) \"\(DBusError.excerpt(name))\" \(problem)") }
  }

  /// True for `[A-Za-z_]`, and digits when `digitsFirst`.
  static func isElementCharacter(_ byte: UInt8, digitsFirst: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "_"):
      true
    default: digitsFirst && isDigit(byte)
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Two or more non-empty elements separated by dots.
  private static func dottedProblem(_ name: String, allowHyphen: Bool, digitsFirst: Bool)
    -> String?
  {
    let bytes = Array(name.utf8)
    guard !bytes.isEmpty else { return "is empty" }
    guard bytes.count <= maximumLength else { return "is longer than \(maximumLength) bytes" }
    let elements = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard elements.count >= 2 else { return "has fewer than two elements separated by \".\"" }
    for element in elements {
      guard let first = element.first else { return "has an empty element" }
      guard digitsFirst || !isDigit(first) else { return "has an element starting with a digit" }
      let valid = element.allSatisfy {
        isElementCharacter($0, digitsFirst: true) || (allowHyphen && $0 == UInt8(ascii: "-"))
      }
      guard valid else {
        return "holds a character other than A-Z a-z 0-9 _\(allowHyphen ? " -" : "") ."
      }
    }
    return nil
  }
}
