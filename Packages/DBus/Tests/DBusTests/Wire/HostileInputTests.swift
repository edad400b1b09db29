import Testing

@testable import DBus

/// Malformed and hostile bytes: each is a thrown ``DBusError``, never a trap or a huge
/// allocation.
@Suite struct HostileInputTests {
  /// A valid signal whose body has a bit of every kind of value.
  static let valid: [UInt8] = {
    let message = DBusMessage.signal(
      path: .example("/org/example/Item"), interface: "org.example.Item", member: "Changed",
      body: [
        .string("text"), .variantDictionary([("n", .int64(-1)), ("b", .bytes([1, 2]))]),
        .structure([.boolean(true), .double(2), .objectPath(.root), .signature(.example("as"))]),
        .array(.int16, [.int16(1)]),
      ])
    return (try? message.encoded(serial: 5)) ?? []
  }()

  /// A message of signature `signature` whose body is `body`, as raw bytes: the header is
  /// written by this package, the body by the test.
  static func message(signature: String, body: [UInt8], extraFields: [DBusValue] = [])
    throws -> [UInt8]
  {
    var header = WireWriter()
    for byte: UInt8 in [0x6c, 4, 0, 1] { header.append(byte) }
    header.append(UInt32(body.count))
    header.append(UInt32(1))
    let fields: [DBusValue] =
      [
        .structure([.byte(1), .variant(.objectPath(.example("/a")))]),
        .structure([.byte(2), .variant(.string("a.b"))]),
        .structure([.byte(3), .variant(.string("C"))]),
        .structure([.byte(8), .variant(.signature(.example(signature)))]),
      ] + extraFields
    try header.write(.array(.structure([.byte, .variant]), fields), as: HeaderField.arrayType)
    header.pad(to: 8)
    return header.bytes + body
  }

  @Test func everyTruncationThrows() throws {
    try #require(!Self.valid.isEmpty)
    _ = try DBusMessage(decoding: Self.valid)
    for length in 0..<Self.valid.count {
      #expect(throws: DBusError.self) {
        try DBusMessage(decoding: Array(Self.valid.prefix(length)))
      }
    }
  }

  @Test(
    arguments: [
      ("ay", [0xf0, 0xff, 0xff, 0xff], "longer than 64 MiB"),
      ("ay", [0x01, 0x00, 0x00, 0x04], "longer than 64 MiB"),
      ("ay", [8, 0, 0, 0, 1, 2], "8 bytes announced where 2 remain"),
      ("s", [0xff, 0xff, 0xff, 0x7f, 0x61, 0], "truncated"),
      ("s", [1, 0, 0, 0, 0x61, 0x62], "not ended by NUL"),
      ("s", [3, 0, 0, 0, 0x61, 0, 0x62, 0], "holds a NUL"),
      ("s", [2, 0, 0, 0, 0xc3, 0x28, 0], "not valid UTF-8"),
      ("s", [3, 0, 0, 0, 0xed, 0xa0, 0x80, 0], "not valid UTF-8"),
      ("b", [2, 0, 0, 0], "a boolean of 2"),
      ("yu", [1, 9, 0, 0, 1, 0, 0, 0], "non-zero alignment padding"),
      ("o", [3, 0, 0, 0, 0x2f, 0x61, 0x2f, 0], "ends with \"/\""),
      ("g", [1, 0x7a, 0], "unknown type code \"z\""),
      ("v", [2, 0x79, 0x79, 0, 1, 2], "is not one complete type"),
      ("v", [0, 0], "is not one complete type"),
      ("v", [6, 0x61, 0x7b, 0x61, 0x79, 0x79, 0x7d, 0], "key ay is not a basic type"),
      ("y", [1, 2], "longer than its signature"),
      ("ai", [2, 0, 0, 0, 1, 0, 0, 0], "truncated"),
    ] as [(String, [UInt8], String)])
  func aMalformedBodyThrows(signature: String, body: [UInt8], reason: String) throws {
    let bytes = try Self.message(signature: signature, body: body)
    let error = #expect(throws: DBusError.self) { try DBusMessage(decoding: bytes) }
    #expect(error?.description.contains(reason) == true, "\(error?.description ?? "")")
  }

  @Test func variantsNestDeeperThan64Throw() throws {
    func nested(_ depth: Int) -> [UInt8] {
      Array(repeating: [1, 0x76, 0], count: depth - 1).flatMap { $0 } + [1, 0x79, 0, 7]
    }
    _ = try DBusMessage(decoding: try Self.message(signature: "v", body: nested(64)))
    #expect(throws: DBusError.self) {
      try DBusMessage(decoding: try Self.message(signature: "v", body: nested(65)))
    }
    var deep = DBusValue.byte(7)
    for _ in 0..<65 { deep = .variant(deep) }
    var writer = WireWriter()
    #expect(throws: DBusError.self) { try writer.write(deep, as: .variant) }
  }

  @Test func arraysInsideVariantsNestDeeperThan64Throw() throws {
    // An av holding one v holding an av …: two containers a level, around a final v of y.
    func nested(_ levels: Int) -> [UInt8] {
      var bytes: [UInt8] = [1, 0x79, 0, 7]
      for _ in 0..<levels {
        let length = UInt32(bytes.count)
        bytes = [2, 0x61, 0x76, 0] + withUnsafeBytes(of: length.littleEndian, Array.init) + bytes
      }
      return bytes
    }
    _ = try DBusMessage(decoding: try Self.message(signature: "v", body: nested(31)))
    let error = #expect(throws: DBusError.self) {
      try DBusMessage(decoding: try Self.message(signature: "v", body: nested(32)))
    }
    #expect(error?.description.contains("nested deeper than 64") == true)
  }

  @Test(arguments: [
    (0, "a message type 0"), (1, "a protocol version 2"), (2, "byte order x"), (3, "serial 0"),
  ])
  func aBadFixedHeaderThrows(index: Int, what: String) throws {
    var bytes = Self.valid
    switch index {
    case 0: bytes[1] = 0
    case 1: bytes[3] = 2
    case 2: bytes[0] = 0x78
    default: bytes.replaceSubrange(8..<12, with: [0, 0, 0, 0])
    }
    #expect(throws: DBusError.self, "\(what)") { try DBusMessage(decoding: bytes) }
  }

  @Test func announcedLengthsBeyondTheLimitThrowBeforeAnyBodyIsRead() throws {
    var huge = Self.valid
    huge.replaceSubrange(4..<8, with: [0xff, 0xff, 0xff, 0xff])
    let limits = DBusLimits(maximumMessageSize: 1024)
    #expect(throws: DBusError.self) {
      try DBusMessage.frameLength(header: huge.prefix(16), limits: DBusLimits.specification)
    }
    var fields = Self.valid
    fields.replaceSubrange(12..<16, with: [0, 0, 0, 0x10])
    #expect(throws: DBusError.self) {
      try DBusMessage.frameLength(header: fields.prefix(16), limits: limits)
    }
  }

  @Test func aMessageOfMoreValuesThanTheLimitThrows() throws {
    let many = DBusMessage.signal(
      path: .root, interface: "a.b", member: "C",
      body: [.array(.int32, Array(repeating: .int32(1), count: 100))])
    let bytes = try many.encoded(serial: 1)
    _ = try DBusMessage(decoding: bytes, limits: DBusLimits(maximumValueCount: 200))
    #expect(throws: DBusError.self) {
      try DBusMessage(decoding: bytes, limits: DBusLimits(maximumValueCount: 50))
    }
  }

  @Test func unknownMessageTypesAreIgnoredAndUnknownFieldsSkipped() throws {
    var unknownType = Self.valid
    unknownType[1] = 9
    #expect(try DBusMessage.decode(unknownType, limits: DBusLimits()) == nil)
    let unknownField = DBusValue.structure([.byte(200), .variant(.string("later"))])
    let bytes = try Self.message(signature: "y", body: [7], extraFields: [unknownField])
    #expect(try DBusMessage(decoding: bytes).body == [.byte(7)])
    let twice = DBusValue.structure([.byte(3), .variant(.string("D"))])
    let repeated = try Self.message(signature: "y", body: [7], extraFields: [twice])
    #expect(throws: DBusError.self) { try DBusMessage(decoding: repeated) }
    let wrongType = DBusValue.structure([.byte(5), .variant(.string("1"))])
    let mistyped = try Self.message(signature: "y", body: [7], extraFields: [wrongType])
    #expect(throws: DBusError.self) { try DBusMessage(decoding: mistyped) }
  }
}
