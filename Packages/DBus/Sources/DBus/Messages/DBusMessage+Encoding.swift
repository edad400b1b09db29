extension DBusMessage {
  /// The message as it goes on the wire (little-endian), with `serial` (by default its own,
  /// which must not be 0). Throws when a required header field is missing, a name is not
  /// valid, the body cannot be marshalled, or the message is larger than
  /// `limits.maximumMessageSize`.
  public func encoded(serial: UInt32? = nil, limits: DBusLimits = DBusLimits())
    throws(DBusError) -> [UInt8]
  {
    try encoded(serial: serial ?? self.serial, order: .littleEndian, limits: limits)
  }

  /// The message in `order`: big-endian only for tests of the reader.
  func encoded(serial: UInt32, order: ByteOrder, limits: DBusLimits) throws(DBusError)
    -> [UInt8]
  {
    guard serial != 0 else { throw .invalid("a message's serial must not be 0") }
    let fields = try headerFields()
    let bodySignature = try Signature(body.map(\.type))
    var bodyWriter = WireWriter(order: order)
    for (value, type) in zip(body, bodySignature.types) {
      try bodyWriter.write(value, as: type)
    }
    var withSignature = fields
    if !bodySignature.types.isEmpty {
      withSignature.append((.signature, .signature(bodySignature)))
    }
    var writer = WireWriter(order: order)
    for byte in [order.rawValue, kind.rawValue, flags.rawValue, 1] { writer.append(UInt8(byte)) }
    let bodyLength = bodyWriter.bytes.count
    guard bodyLength <= limits.maximumMessageSize, let length = UInt32(exactly: bodyLength) else {
      throw .invalid("a body of \(bodyLength) bytes is larger than this connection's limit")
    }
    writer.append(length)
    writer.append(serial)
    let header = DBusValue.array(
      .structure([.byte, .variant]),
      withSignature.map { .structure([.byte($0.0.rawValue), .variant($0.1)]) })
    try writer.write(header, as: HeaderField.arrayType)
    writer.pad(to: 8)
    let size = writer.bytes.count + bodyLength
    guard size <= limits.maximumMessageSize else {
      throw .invalid(
        "a message of \(size) bytes is larger than the limit of \(limits.maximumMessageSize)")
    }
    return writer.bytes + bodyWriter.bytes
  }

  /// The header fields but the signature, checked: the required ones are there and every name
  /// is valid.
  private func headerFields() throws(DBusError) -> [(HeaderField, DBusValue)] {
    var fields: [(HeaderField, DBusValue)] = []
    if let path { fields.append((.path, .objectPath(path))) }
    if let interface {
      try NameRules.check("interface", interface, NameRules.interfaceProblem(interface))
      fields.append((.interface, .string(interface)))
    }
    if let member {
      try NameRules.check("member", member, NameRules.memberProblem(member))
      fields.append((.member, .string(member)))
    }
    if let errorName {
      try NameRules.check("error name", errorName, NameRules.interfaceProblem(errorName))
      fields.append((.errorName, .string(errorName)))
    }
    if let replySerial { fields.append((.replySerial, .uint32(replySerial))) }
    if let destination {
      try NameRules.check("destination", destination, NameRules.busNameProblem(destination))
      fields.append((.destination, .string(destination)))
    }
    if let sender {
      try NameRules.check("sender", sender, NameRules.busNameProblem(sender))
      fields.append((.sender, .string(sender)))
    }
    for required in kind.requiredFields where !fields.contains(where: { $0.0 == required }) {
      throw .invalid("a \(kind) message needs the header field \(required)")
    }
    return fields
  }
}
