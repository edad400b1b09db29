/// Reads marshalled values from a message's bytes, checking every length, alignment padding,
/// boolean, string and signature against the bytes that are there: malformed input throws.
///
/// Offsets count from the start of the message, as alignment does.
struct WireReader {
  /// The whole message.
  let bytes: [UInt8]
  /// The byte order of its numbers.
  let order: ByteOrder
  /// The next byte to read.
  private(set) var position: Int
  /// The end of what may be read now: the message, or the array being read.
  private(set) var end: Int
  /// How many more values may be decoded (``DBusLimits/maximumValueCount``).
  private var valueBudget: Int

  init(bytes: [UInt8], order: ByteOrder, position: Int = 0, limits: DBusLimits = DBusLimits()) {
    self.bytes = bytes
    self.order = order
    self.position = min(max(position, 0), bytes.count)
    self.end = bytes.count
    self.valueBudget = limits.maximumValueCount
  }

  /// True when every byte up to the current end has been read.
  var isAtEnd: Bool { position == end }

  /// Limits reading to `length` bytes from here (a header or a body); throws when fewer remain.
  mutating func limit(to length: Int) throws(DBusError) {
    guard length >= 0, length <= end - position else {
      throw .malformed("\(length) bytes announced where \(end - position) remain")
    }
    end = position + length
  }

  /// Skips the padding up to the next multiple of `alignment`, which must be zero bytes.
  mutating func align(_ alignment: Int) throws(DBusError) {
    let padding = (alignment - position % alignment) % alignment
    let pad = try take(padding)
    guard pad.allSatisfy({ $0 == 0 }) else {
      throw .malformed("non-zero alignment padding at byte \(position - padding)")
    }
  }

  /// The next `count` bytes.
  mutating func take(_ count: Int) throws(DBusError) -> ArraySlice<UInt8> {
    guard count >= 0, count <= end - position else {
      throw .malformed(
        "truncated: \(count) bytes needed at byte \(position), \(end - position) left")
    }
    defer { position += count }
    return bytes[position..<position + count]
  }

  /// An integer aligned to its size, in the message's byte order.
  mutating func read<T: FixedWidthInteger>(_: T.Type) throws(DBusError) -> T {
    try align(MemoryLayout<T>.size)
    let raw = try take(MemoryLayout<T>.size).withUnsafeBytes { $0.loadUnaligned(as: T.self) }
    return order == .littleEndian ? T(littleEndian: raw) : T(bigEndian: raw)
  }

  /// A string: length, UTF-8 bytes without NUL, a NUL.
  mutating func readString() throws(DBusError) -> String {
    let length = Int(try read(UInt32.self))
    let content = try take(length)
    guard try take(1).first == 0 else { throw .malformed("a string is not ended by NUL") }
    guard !content.contains(0) else { throw .malformed("a string holds a NUL character") }
    guard let text = String(validating: content, as: UTF8.self) else {
      throw .malformed("a string is not valid UTF-8")
    }
    return text
  }

  /// An object path: a string that is a valid path.
  mutating func readObjectPath() throws(DBusError) -> ObjectPath {
    let text = try readString()
    if let problem = ObjectPath.problem(in: text.utf8) {
      throw .malformed("object path \"\(DBusError.excerpt(text))\" \(problem)")
    }
    return ObjectPath(checked: text)
  }

  /// A signature: length in one byte, valid type codes, a NUL.
  mutating func readSignature() throws(DBusError) -> Signature {
    let length = Int(try read(UInt8.self))
    let content = try take(length)
    guard try take(1).first == 0 else { throw .malformed("a signature is not ended by NUL") }
    return try Signature.decoding(content)
  }

  /// Counts one decoded value against the budget.
  mutating func spendValue() throws(DBusError) {
    guard valueBudget > 0 else {
      throw .malformed("more values than the limit of this connection")
    }
    valueBudget -= 1
  }

  /// Reads the elements of an array whose length comes next: `element` is called until the
  /// array's bytes are used up, and must use some each time.
  mutating func readArray<Element>(
    alignment: Int, _ element: (inout WireReader) throws(DBusError) -> Element
  ) throws(DBusError) -> [Element] {
    let length = Int(try read(UInt32.self))
    guard length <= DBusLimits.maximumArrayLength else {
      throw .malformed("an array of \(length) bytes is longer than 64 MiB")
    }
    try align(alignment)
    let outer = end
    try limit(to: length)
    var elements: [Element] = []
    while position < end {
      let before = position
      elements.append(try element(&self))
      guard position > before else { throw .malformed("an array element of no bytes") }
    }
    end = outer
    return elements
  }
}
