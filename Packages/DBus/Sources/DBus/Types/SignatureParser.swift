/// What is wrong with a signature.
struct SignatureProblem: Error {
  /// Why the signature is not valid: `"33 nested arrays (at most 32)"`.
  var reason: String
}

/// Parses a signature's bytes into complete types, checking every rule of the specification.
/// Recursion is bounded by the nesting limits, so hostile input cannot exhaust the stack.
struct SignatureParser {
  private let bytes: [UInt8]
  private var index = 0
  private var arrayDepth = 0
  private var structDepth = 0

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The complete types of `bytes`, or the first problem met.
  static func parse(_ bytes: some Collection<UInt8>) throws(SignatureProblem) -> [DBusType] {
    guard bytes.count <= Signature.maximumLength else {
      throw SignatureProblem(
        reason: "\(bytes.count) bytes long (at most \(Signature.maximumLength))")
    }
    var parser = SignatureParser(Array(bytes))
    var types: [DBusType] = []
    while parser.index < parser.bytes.count {
      types.append(try parser.completeType())
    }
    return types
  }

  /// One complete type from `index` on.
  private mutating func completeType() throws(SignatureProblem) -> DBusType {
    guard index < bytes.count else { throw problem("ends inside a container") }
    let code = bytes[index]
    index += 1
    switch code {
    case UInt8(ascii: "a"):
      return try arrayType()
    case UInt8(ascii: "("):
      return try structType()
    case UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"):
      throw problem("unexpected \"\(Unicode.Scalar(code))\" at byte \(index)")
    default:
      guard let type = DBusType.codes.first(where: { $0.code == code })?.type else {
        throw problem("unknown type code \(Self.quoted(code)) at byte \(index)")
      }
      return type
    }
  }

  /// The element of an array whose `a` was just read: a complete type or a dict entry.
  private mutating func arrayType() throws(SignatureProblem) -> DBusType {
    arrayDepth += 1
    defer { arrayDepth -= 1 }
    guard arrayDepth <= Signature.maximumNesting else {
      throw problem("more than \(Signature.maximumNesting) nested arrays")
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
      return .array(try completeType())
    }
    index += 1
    let key = try completeType()
    guard key.isBasic else { throw problem("dict entry key \(key) is not a basic type") }
    let value = try completeType()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else {
      throw problem("dict entry at byte \(index) does not hold exactly a key and a value")
    }
    index += 1
    return .dictionary(key: key, value: value)
  }

  /// A struct whose `(` was just read.
  private mutating func structType() throws(SignatureProblem) -> DBusType {
    structDepth += 1
    defer { structDepth -= 1 }
    guard structDepth <= Signature.maximumNesting else {
      throw problem("more than \(Signature.maximumNesting) nested structs")
    }
    var fields: [DBusType] = []
    while index < bytes.count, bytes[index] != UInt8(ascii: ")") {
      fields.append(try completeType())
    }
    guard index < bytes.count else { throw problem("struct is not closed") }
    index += 1
    guard !fields.isEmpty else { throw problem("empty struct \"()\"") }
    return .structure(fields)
  }

  private func problem(_ reason: String) -> SignatureProblem {
    SignatureProblem(reason: reason)
  }

  /// A byte as a printable character or its code: `"z"`, `0x00`.
  private static func quoted(_ byte: UInt8) -> String {
    (0x21..<0x7f).contains(byte) ? "\"\(Unicode.Scalar(byte))\"" : "0x\(String(byte, radix: 16))"
  }
}
