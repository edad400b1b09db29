extension WireReader {
  /// A value of `type`, its containers nested at most ``DBusLimits/maximumValueNesting`` deep
  /// counting from `depth`.
  mutating func readValue(_ type: DBusType, depth: Int = 0) throws(DBusError) -> DBusValue {
    try spendValue()
    switch type {
    case .byte: return .byte(try read(UInt8.self))
    case .boolean:
      let number = try read(UInt32.self)
      guard number <= 1 else { throw .malformed("a boolean of \(number), not 0 or 1") }
      return .boolean(number == 1)
    case .int16: return .int16(try read(Int16.self))
    case .uint16: return .uint16(try read(UInt16.self))
    case .int32: return .int32(try read(Int32.self))
    case .uint32: return .uint32(try read(UInt32.self))
    case .int64: return .int64(try read(Int64.self))
    case .uint64: return .uint64(try read(UInt64.self))
    case .double: return .double(Double(bitPattern: try read(UInt64.self)))
    case .unixFD: return .unixFD(try read(UInt32.self))
    case .string: return .string(try readString())
    case .objectPath: return .objectPath(try readObjectPath())
    case .signature: return .signature(try readSignature())
    case .variant:
      try checkNesting(depth + 1)
      let signature = try readSignature()
      guard signature.types.count == 1, let inner = signature.types.first else {
        throw .malformed("a variant's signature \"\(signature)\" is not one complete type")
      }
      return .variant(try readValue(inner, depth: depth + 1))
    case .array(.byte):
      let content = try readArray(alignment: 1) { (reader) throws(DBusError) in
        try reader.take(reader.end - reader.position)
      }
      return .bytes(Array(content.joined()))
    case .array(let element):
      try checkNesting(depth + 1)
      let elements = try readArray(alignment: element.alignment) { (reader) throws(DBusError) in
        try reader.readValue(element, depth: depth + 1)
      }
      return .array(element, elements)
    case .dictionary(let key, let value):
      try checkNesting(depth + 2)
      let entries = try readArray(alignment: 8) { (reader) throws(DBusError) in
        try reader.align(8)
        try reader.spendValue()
        let entryKey = try reader.readValue(key, depth: depth + 2)
        return DBusDictionaryEntry(entryKey, try reader.readValue(value, depth: depth + 2))
      }
      return .dictionary(key: key, value: value, entries)
    case .structure(let types):
      try checkNesting(depth + 1)
      try align(8)
      var fields: [DBusValue] = []
      for fieldType in types { fields.append(try readValue(fieldType, depth: depth + 1)) }
      return .structure(fields)
    }
  }

  private func checkNesting(_ depth: Int) throws(DBusError) {
    guard depth <= DBusLimits.maximumValueNesting else {
      throw .malformed("containers nested deeper than \(DBusLimits.maximumValueNesting)")
    }
  }
}
