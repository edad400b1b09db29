import DBusTestSupport
import Testing

@testable import DBus

/// Messages marshalled by other implementations (glib's GDBus, systemd's sd-bus), captured
/// as the bus delivered them by `dbus-monitor --binary`: this package decodes them to the
/// values sent, and marshals those values to the very bytes of their bodies (every padding
/// and length in its place).
@Suite struct RealPeerBytesTests {
  static let item = "/org/example/Item"

  static let gdbusArguments = [
    "byte 7", "int64 -5", "'text'", "[int16 1, 2]", "{'a': <uint32 3>, 'b': <@ay [0x01]>}",
    "(true, 1.5, objectpath '/x', signature 'a{sv}')", "@a(iiay) [(1, 2, [byte 3, 4])]",
  ]
  static let gdbusValues: [DBusValue] = [
    .byte(7), .int64(-5), .string("text"), .array(.int16, [.int16(1), .int16(2)]),
    .variantDictionary([("a", .uint32(3)), ("b", .bytes([1]))]),
    .structure([
      .boolean(true), .double(1.5), .objectPath(.example("/x")), .signature(.example("a{sv}")),
    ]),
    .array(
      .structure([.int32, .int32, .array(.byte)]),
      [.structure([.int32(1), .int32(2), .bytes([3, 4])])]),
  ]

  static let busctlArguments = [
    "ynsa{sv}(bdog)", "7", "-5", "text", "1", "a", "u", "3", "true", "1.5", "/x", "a{sv}",
  ]
  static let busctlValues: [DBusValue] = [
    .byte(7), .int16(-5), .string("text"), .variantDictionary([("a", .uint32(3))]),
    .structure([
      .boolean(true), .double(1.5), .objectPath(.example("/x")), .signature(.example("a{sv}")),
    ]),
  ]

  @Test func theMessagesOfGDBusAndSdBusDecodeAndTheirBodiesMarshalToTheSameBytes() throws {
    let bus = try PrivateBus()
    let monitor = try RunningProgram(
      "dbus-monitor",
      ["--address", bus.address, "--binary", "type='signal',interface='org.example.Item'"])
    try monitor.waitForOutput { bytes in
      Self.frames(bytes).contains { $0.message.member == "NameLost" }
    }
    let gdbus = try RunningProgram(
      "gdbus",
      [
        "emit", "--address", bus.address, "--object-path", Self.item, "--signal",
        "org.example.Item.Changed",
      ] + Self.gdbusArguments
    ).finish()
    #expect(gdbus.status == 0, "\(gdbus.stderr)")
    let busctl = try RunningProgram(
      "busctl",
      ["--address=\(bus.address)", "--", "emit", Self.item, "org.example.Item", "Changed"]
        + Self.busctlArguments
    ).finish()
    #expect(busctl.status == 0, "\(busctl.stderr)")
    try monitor.waitForOutput { bytes in
      Self.frames(bytes).filter { $0.message.member == "Changed" }.count == 2
    }
    _ = monitor.stop()
    let changed = Self.frames(monitor.stdoutBytes).filter { $0.message.member == "Changed" }
    try #require(changed.count == 2)
    for ((bytes, message), expected) in zip(changed, [Self.gdbusValues, Self.busctlValues]) {
      #expect(message.body == expected)
      #expect(message.path == .example(Self.item))
      let bodyLength =
        Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
      var writer = WireWriter()
      for value in expected { try writer.write(value, as: value.type) }
      #expect(writer.bytes == Array(bytes.suffix(bodyLength)))
      #expect(try DBusMessage(decoding: try message.encoded()) == message)
    }
  }

  /// The whole messages at the start of `bytes`, each with its bytes.
  static func frames(_ bytes: [UInt8]) -> [(bytes: [UInt8], message: DBusMessage)] {
    var frames: [(bytes: [UInt8], message: DBusMessage)] = []
    var start = 0
    while bytes.count - start >= DBusMessage.fixedHeaderSize,
      let length = try? DBusMessage.frameLength(
        header: bytes[start..<start + DBusMessage.fixedHeaderSize], limits: DBusLimits()),
      bytes.count - start >= length
    {
      let frame = Array(bytes[start..<start + length])
      if let message = try? DBusMessage(decoding: frame) { frames.append((frame, message)) }
      start += length
    }
    return frames
  }
}
