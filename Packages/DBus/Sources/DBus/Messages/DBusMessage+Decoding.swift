extension DBusMessage {
  /// The size of the fixed part of every message, which holds the lengths of the rest.
  static let fixedHeaderSize = 16

  /// Decodes exactly one message from `bytes` (either byte order). Throws when the bytes are
  /// not one valid message within `limits`: truncated or too long, a bad length, padding,
  /// boolean, string, name or signature, containers nested too deep, a missing header field,
  /// a message type D-Bus does not define.
  public init(decoding bytes: [UInt8], limits: DBusLimits = DBusLimits()) throws(DBusError) {
    guard let message = try Self.decode(bytes, limits: limits) else {
      throw .malformed("unknown message type \(bytes.count > 1 ? bytes[1] : 0)")
    }
    self = message
  }

  /// The whole size of the message whose first ``fixedHeaderSize`` bytes are `header`; throws
  /// when they are not the start of a message within `limits`.
  static func frameLength(header: ArraySlice<UInt8>, limits: DBusLimits) throws(DBusError) -> Int {
    guard header.count >= fixedHeaderSize else {
      throw .malformed("truncated: \(header.count) bytes, a message has at least 16")
    }
    let start = header.startIndex
    guard let order = ByteOrder(rawValue: header[start]) else {
      throw .malformed("byte order \(header[start]), neither \"l\" nor \"B\"")
    }
    guard header[start + 3] == 1 else {
      throw .malformed("protocol version \(header[start + 3]), not 1")
    }
    var reader = WireReader(bytes: Array(header.prefix(fixedHeaderSize)), order: order, position: 4)
    let bodyLength = Int(try reader.read(UInt32.self))
    _ = try reader.read(UInt32.self)
    let fieldsLength = Int(try reader.read(UInt32.self))
    guard fieldsLength <= DBusLimits.maximumArrayLength else {
      throw .malformed("header fields of \(fieldsLength) bytes (at most 64 MiB)")
    }
    let headerLength = (fixedHeaderSize + fieldsLength + 7) / 8 * 8
    let total = headerLength + bodyLength
    guard total <= limits.maximumMessageSize else {
      throw .malformed(
        "a message of \(total) bytes is larger than the limit of \(limits.maximumMessageSize)")
    }
    return total
  }

  /// The message of `bytes`, or `nil` for a message type D-Bus does not define, which the
  /// specification says to ignore.
  static func decode(_ bytes: [UInt8], limits: DBusLimits) throws(DBusError) -> DBusMessage? {
    let total = try frameLength(header: bytes[...], limits: limits)
    guard total == bytes.count else {
      throw .malformed("\(bytes.count) bytes where the header announces \(total)")
    }
    guard let order = ByteOrder(rawValue: bytes[0]) else { throw .malformed("byte order") }
    guard let kind = Kind(rawValue: bytes[1]) else {
      guard bytes[1] != 0 else { throw .malformed("message type 0") }
      return nil
    }
    var reader = WireReader(bytes: bytes, order: order, position: 4, limits: limits)
    let bodyLength = Int(try reader.read(UInt32.self))
    let serial = try reader.read(UInt32.self)
    guard serial != 0 else { throw .malformed("serial 0") }
    let header = try reader.readValue(HeaderField.arrayType)
    try reader.align(8)
    try reader.limit(to: bodyLength)
    var message = DBusMessage(
      kind: kind, flags: Flags(rawValue: bytes[2]), serial: serial)
    let signature = try message.readFields(header)
    for type in signature.types {
      message.body.append(try reader.readValue(type))
    }
    guard reader.isAtEnd else { throw .malformed("the body is longer than its signature") }
    return message
  }

  /// Sets the header fields of `header` (an `a(yv)`) and returns the body's signature.
  private mutating func readFields(_ header: DBusValue) throws(DBusError) -> Signature {
    var seen: Set<UInt8> = []
    var signature = Signature.empty
    for field in header.arrayValue ?? [] {
      guard case .structure(let parts) = field, parts.count == 2,
        case .byte(let code) = parts[0], case .variant(let value) = parts[1]
      else { throw .malformed("a header field is not a (yv)") }
      guard seen.insert(code).inserted else {
        throw .malformed("header field \(code) appears twice")
      }
      // Fields of unknown codes are ignored, as the specification says.
      guard let known = HeaderField(rawValue: code) else { continue }
      guard value.type == known.type else {
        throw .malformed("header field \(known) holds a \(value.type), not a \(known.type)")
      }
      switch (known, value) {
      case (.path, .objectPath(let path)): self.path = path
      case (.interface, .string(let name)):
        interface = try Self.checked(name, "interface", NameRules.interfaceProblem)
      case (.member, .string(let name)):
        member = try Self.checked(name, "member", NameRules.memberProblem)
      case (.errorName, .string(let name)):
        errorName = try Self.checked(name, "error name", NameRules.interfaceProblem)
      case (.replySerial, .uint32(let number)):
        guard number != 0 else { throw .malformed("reply serial 0") }
        replySerial = number
      case (.destination, .string(let name)):
        destination = try Self.checked(name, "destination", NameRules.busNameProblem)
      case (.sender, .string(let name)):
        sender = try Self.checked(name, "sender", NameRules.busNameProblem)
      case (.signature, .signature(let found)): signature = found
      default: break
      }
    }
    for required in kind.requiredFields where !seen.contains(required.rawValue) {
      throw .malformed("a \(kind) message without the header field \(required)")
    }
    return signature
  }

  private static func checked(_ name: String, _ what: String, _ problem: (String) -> String?)
    throws(DBusError) -> String
  {
    if let reason = problem(name) {
      throw .malformed("\(what) \"\(DBusError.excerpt(name))\" \(reason)")
    }
    return name
  }
}
