import Testing

@testable import DBus

/// Values marshalled and read back, and the exact bytes of alignment and lengths as the
/// specification gives them.
@Suite struct MarshallingTests {
  static let samples: [DBusValue] = [
    .byte(0xfe), .boolean(true), .boolean(false), .int16(-2), .uint16(65_535),
    .int32(Int32.min), .uint32(UInt32.max), .int64(Int64.min), .uint64(UInt64.max),
    .double(-0.25), .double(.infinity), .string(""), .string("héllo ✓ 𝄞"),
    .objectPath(.root), .objectPath(.example("/org/example/Item_2")),
    .signature(.example("a{sv}(iiay)")), .signature(.empty), .unixFD(3),
    .variant(.variant(.string("two deep"))), .bytes([]), .bytes([0, 1, 255]),
    .array(.uint64, []), .array(.int16, [.int16(1), .int16(-1)]),
    .array(.array(.string), [.strings(["a"]), .strings([])]),
    .variantDictionary([("label", .string("_Open")), ("enabled", .boolean(true))]),
    .dictionary(key: .uint32, value: .array(.byte), [DBusDictionaryEntry(.uint32(7), .bytes([9]))]),
    .structure([.byte(1), .uint64(2), .string("x"), .structure([.int16(3)])]),
    .array(
      .structure([.int32, .int32, .array(.byte)]),
      [.structure([.int32(16), .int32(16), .bytes(Array(repeating: 0x7f, count: 1024))])]),
    .structure([
      .string("icon"), .array(.structure([.int32, .int32, .array(.byte)]), []), .string("title"),
      .string("<b>body</b>"),
    ]),
  ]

  @Test(arguments: samples, [ByteOrder.littleEndian, .bigEndian])
  func aValueReadsBackAsItWasWritten(value: DBusValue, order: ByteOrder) throws {
    // A leading byte puts every value off its alignment, so that padding is exercised.
    var writer = WireWriter(order: order)
    writer.append(UInt8(1))
    try writer.write(value, as: value.type)
    var reader = WireReader(bytes: writer.bytes, order: order, position: 1)
    #expect(try reader.readValue(value.type) == value)
    #expect(reader.isAtEnd)
  }

  @Test(arguments: samples)
  func aMessageOfEveryValueReadsBack(value: DBusValue) throws {
    let message = DBusMessage.signal(
      path: .example("/a"), interface: "org.example.I", member: "M", body: [.byte(1), value])
    for order in [ByteOrder.littleEndian, .bigEndian] {
      let bytes = try message.encoded(serial: 9, order: order, limits: DBusLimits())
      var expected = message
      expected.serial = 9
      #expect(try DBusMessage(decoding: bytes) == expected)
    }
  }

  @Test(
    arguments: [
      // (ty): the struct starts at 8, the uint64 after 7 bytes of padding.
      (
        DBusValue.structure([.byte(1), .uint64(2)]),
        [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0]
      ),
      // An empty at still pads to its element's boundary; the length counts no padding.
      (.array(.uint64, []), [0, 0, 0, 0, 0, 0, 0, 0]),
      (.array(.uint64, [.uint64(5)]), [8, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0]),
      (.bytes([7, 8]), [2, 0, 0, 0, 7, 8]),
      (.string("ab"), [2, 0, 0, 0, 0x61, 0x62, 0]),
      (.signature(.example("ai")), [2, 0x61, 0x69, 0]),
      (.boolean(true), [1, 0, 0, 0]),
      // A variant: its signature, then the value at its own boundary.
      (.variant(.uint32(3)), [1, 0x75, 0, 0, 3, 0, 0, 0]),
      // a{sv} of one entry: length 10, padding to 8, then key "k" and variant y 9.
      (
        .variantDictionary([("k", .byte(9))]),
        [10, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0x6b, 0, 1, 0x79, 0, 9]
      ),
    ] as [(DBusValue, [UInt8])])
  func alignmentAndLengthsAreThoseOfTheSpecification(value: DBusValue, bytes: [UInt8]) throws {
    var writer = WireWriter()
    try writer.write(value, as: value.type)
    #expect(writer.bytes == bytes)
  }

  /// GDBus's `Hello`, as `strace` showed gdbus sending it (its fields in another order than
  /// this package writes them).
  static let gdbusHello: [UInt8] =
    [0x6c, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0x6e, 0, 0, 0, 1, 1, 0x6f, 0, 21, 0, 0, 0]
    + Array("/org/freedesktop/DBus".utf8) + [0, 0, 0, 2, 1, 0x73, 0, 20, 0, 0, 0]
    + Array("org.freedesktop.DBus".utf8) + [0, 0, 0, 0, 6, 1, 0x73, 0, 20, 0, 0, 0]
    + Array("org.freedesktop.DBus".utf8) + [0, 0, 0, 0, 3, 1, 0x73, 0, 5, 0, 0, 0]
    + Array("Hello".utf8) + [0, 0, 0]

  @Test func gdbusHelloDecodes() throws {
    let message = try DBusMessage(decoding: Self.gdbusHello)
    #expect(
      message
        == DBusMessage(
          kind: .methodCall, serial: 1, path: .example("/org/freedesktop/DBus"),
          interface: "org.freedesktop.DBus", member: "Hello", destination: "org.freedesktop.DBus"))
  }

  /// A big-endian signal written by hand from the specification: serial 0x01020304, path
  /// `/a`, interface `a.b`, member `C`, signature `us`, body 0x0a0b0c0d and "hi".
  static let bigEndianSignal: [UInt8] =
    [0x42, 4, 0, 1, 0, 0, 0, 11, 1, 2, 3, 4, 0, 0, 0, 56]
    + [1, 1, 0x6f, 0, 0, 0, 0, 2, 0x2f, 0x61, 0, 0, 0, 0, 0, 0]  // path /a
    + [2, 1, 0x73, 0, 0, 0, 0, 3, 0x61, 0x2e, 0x62, 0, 0, 0, 0, 0]  // interface a.b
    + [3, 1, 0x73, 0, 0, 0, 0, 1, 0x43, 0, 0, 0, 0, 0, 0, 0]  // member C
    + [8, 1, 0x67, 0, 2, 0x75, 0x73, 0]  // signature us: the header ends at 72
    + [0x0a, 0x0b, 0x0c, 0x0d, 0, 0, 0, 2, 0x68, 0x69, 0]

  @Test func aBigEndianMessageDecodes() throws {
    let message = try DBusMessage(decoding: Self.bigEndianSignal)
    #expect(message.serial == 0x0102_0304)
    #expect(message.path == .example("/a"))
    #expect(message.interface == "a.b")
    #expect(message.member == "C")
    #expect(message.body == [.uint32(0x0a0b_0c0d), .string("hi")])
  }
}
