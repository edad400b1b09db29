import Testing

@testable import DBus

/// What this package refuses to send: each a ``DBusError``, before any byte is written.
@Suite struct WriterErrorTests {
  static func signal(_ body: [DBusValue]) -> DBusMessage {
    .signal(path: .root, interface: "org.example.I", member: "M", body: body)
  }

  @Test(arguments: [
    ([DBusValue.string("a\u{0}b")], "holds a NUL character"),
    ([.array(.int32, [.string("x")])], "a value of type s where the signature says i"),
    ([.structure([])], "empty struct"),
    ([.dictionary(key: .variant, value: .string, [])], "key v is not a basic type"),
    ([.array(.byte, [.byte(1)]), .bytes(Array(repeating: 0, count: 2000))], "larger than"),
  ])
  func aBodyThatCannotBeSentThrows(body: [DBusValue], reason: String) {
    let error = #expect(throws: DBusError.self) {
      try Self.signal(body).encoded(serial: 1, limits: DBusLimits(maximumMessageSize: 1024))
    }
    #expect(error?.description.contains(reason) == true, "\(error?.description ?? "")")
  }

  @Test(arguments: [
    (DBusMessage(kind: .methodCall, path: .root), "needs the header field member"),
    (DBusMessage(kind: .signal, path: .root, member: "M"), "needs the header field interface"),
    (DBusMessage(kind: .error, replySerial: 1), "needs the header field errorName"),
    (DBusMessage(kind: .methodReturn), "needs the header field replySerial"),
    (DBusMessage(kind: .methodCall, path: .root, member: "1st"), "starts with a digit"),
    (
      DBusMessage(kind: .methodCall, path: .root, interface: "nodots", member: "M"),
      "fewer than two"
    ),
    (
      DBusMessage(kind: .methodCall, path: .root, member: "M", destination: "a..b"), "empty element"
    ),
  ])
  func aHeaderThatCannotBeSentThrows(message: DBusMessage, reason: String) {
    let error = #expect(throws: DBusError.self) { try message.encoded(serial: 1) }
    #expect(error?.description.contains(reason) == true, "\(error?.description ?? "")")
  }

  @Test func serialZeroIsRefused() {
    #expect(throws: DBusError.self) { try Self.signal([]).encoded() }
  }
}
