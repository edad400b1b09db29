/// Marshals values into bytes, aligning each to its type's boundary counted from the start of
/// the bytes (a message's header, or its body, which starts on an 8-byte boundary).
struct WireWriter {
  /// What has been written.
  private(set) var bytes: [UInt8] = []
  /// The byte order of every number written.
  let order: ByteOrder

  init(order: ByteOrder = .littleEndian) {
    self.order = order
  }

  /// Appends zero bytes up to the next multiple of `alignment`.
  mutating func pad(to alignment: Int) {
    while bytes.count % alignment != 0 { bytes.append(0) }
  }

  /// Appends an integer, aligned to its size, in the writer's byte order.
  mutating func append<T: FixedWidthInteger>(_ value: T) {
    pad(to: MemoryLayout<T>.size)
    let ordered = order == .littleEndian ? value.littleEndian : value.bigEndian
    withUnsafeBytes(of: ordered) { bytes.append(contentsOf: $0) }
  }

  /// Appends a value of `type`; throws when the value is not of that type, holds a string with
  /// a NUL, an array over 64 MiB or containers nested deeper than 64.
  mutating func write(_ value: DBusValue, as type: DBusType, depth: Int = 0) throws(DBusError) {
    switch (type, value) {
    case (.byte, .byte(let number)): append(number)
    case (.boolean, .boolean(let flag)): append(UInt32(flag ? 1 : 0))
    case (.int16, .int16(let number)): append(number)
    case (.uint16, .uint16(let number)): append(number)
    case (.int32, .int32(let number)): append(number)
    case (.uint32, .uint32(let number)): append(number)
    case (.int64, .int64(let number)): append(number)
    case (.uint64, .uint64(let number)): append(number)
    case (.double, .double(let number)): append(number.bitPattern)
    case (.unixFD, .unixFD(let index)): append(index)
    case (.string, .string(let text)): try writeString(text)
    case (.objectPath, .objectPath(let path)): try writeString(path.description)
    case (.signature, .signature(let signature)): writeSignature(signature)
    case (.variant, .variant(let inner)):
      try checkNesting(depth + 1)
      let innerType = inner.type
      writeSignature(try Signature([innerType]))
      try write(inner, as: innerType, depth: depth + 1)
    case (.array(.byte), .bytes(let content)):
      try writeArray(alignment: 1) { (writer) throws(DBusError) in
        writer.bytes.append(contentsOf: content)
      }
    case (.array(let element), .array(let declared, let elements)) where declared == element:
      try checkNesting(depth + 1)
      try writeArray(alignment: element.alignment) { (writer) throws(DBusError) in
        for item in elements { try writer.write(item, as: element, depth: depth + 1) }
      }
    case (
      .dictionary(let key, let value), .dictionary(let declaredKey, let declaredValue, let entries)
    )
    where declaredKey == key && declaredValue == value:
      try checkNesting(depth + 2)
      try writeArray(alignment: 8) { (writer) throws(DBusError) in
        for entry in entries {
          writer.pad(to: 8)
          try writer.write(entry.key, as: key, depth: depth + 2)
          try writer.write(entry.value, as: value, depth: depth + 2)
        }
      }
    case (.structure(let types), .structure(let fields)) where types.count == fields.count:
      try checkNesting(depth + 1)
      pad(to: 8)
      for (fieldType, field) in zip(types, fields) {
        try write(field, as: fieldType, depth: depth + 1)
      }
    default:
      throw .invalid("a value of type \(value.type) where the signature says \(type)")
    }
  }

  /// Appends a string: its length, its UTF-8 bytes and a NUL.
  mutating func writeString(_ text: String) throws(DBusError) {
    let utf8 = text.utf8
    if let index = utf8.firstIndex(of: 0) {
      let offset = utf8.distance(from: utf8.startIndex, to: index)
      throw .invalid("a string holds a NUL character (at byte \(offset)), which D-Bus cannot carry")
    }
    guard let length = UInt32(exactly: utf8.count) else {
      throw .invalid("a string of \(utf8.count) bytes is too long")
    }
    append(length)
    bytes.append(contentsOf: utf8)
    bytes.append(0)
  }

  /// Appends a signature: its length in one byte, its text and a NUL.
  mutating func writeSignature(_ signature: Signature) {
    let utf8 = signature.description.utf8
    // A valid signature has at most 255 bytes.
    bytes.append(UInt8(truncatingIfNeeded: utf8.count))
    bytes.append(contentsOf: utf8)
    bytes.append(0)
  }

  /// Appends an array: its length, the padding to its first element, then what `elements`
  /// writes; the length counts the elements only.
  private mutating func writeArray(
    alignment: Int, _ elements: (inout WireWriter) throws(DBusError) -> Void
  ) throws(DBusError) {
    append(UInt32(0))
    let lengthOffset = bytes.count - 4
    pad(to: alignment)
    let start = bytes.count
    try elements(&self)
    let length = bytes.count - start
    guard length <= DBusLimits.maximumArrayLength else {
      throw .invalid("an array of \(length) bytes is longer than 64 MiB")
    }
    let ordered = order == .littleEndian ? UInt32(length).littleEndian : UInt32(length).bigEndian
    withUnsafeBytes(of: ordered) { raw in
      for (index, byte) in raw.enumerated() { bytes[lengthOffset + index] = byte }
    }
  }

  private func checkNesting(_ depth: Int) throws(DBusError) {
    guard depth <= DBusLimits.maximumValueNesting else {
      throw .invalid("containers nested deeper than \(DBusLimits.maximumValueNesting)")
    }
  }
}
