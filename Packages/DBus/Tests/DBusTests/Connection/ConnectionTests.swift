import DBus
import DBusTestSupport
import Foundation
import Testing

/// The connection's event-loop side: non-blocking reads, the queue, calls that wait, the end.
@Suite struct ConnectionTests {
  static func ping(_ destination: String) -> DBusMessage {
    .methodCall(
      destination: destination, path: ExampleItem.path, interface: "org.freedesktop.DBus.Peer",
      member: "Ping")
  }

  @Test func readAvailableReturnsAtOnceWhenNothingArrived() throws {
    let bus = try PrivateBus()
    let connection = try bus.connect()
    _ = try connection.listNames()
    while connection.nextMessage() != nil {}  // NameAcquired
    #expect(try connection.readAvailable() == 0)
    #expect(connection.nextMessage() == nil)
  }

  @Test func messagesThatArriveDuringACallAreQueuedInOrder() throws {
    let bus = try PrivateBus()
    let listener = try bus.connect()
    let emitter = try bus.connect()
    try listener.addMatch(MatchRule(kind: .signal, interface: ExampleItem.interfaceName))
    for number in 1...3 {
      try emitter.emitSignal(
        path: ExampleItem.path, interface: ExampleItem.interfaceName, member: "Changed",
        body: [.uint32(UInt32(number))])
    }
    _ = try emitter.listNames()  // the bus has routed the signals
    _ = try listener.listNames()  // whose reply comes after them
    var numbers: [DBusValue] = []
    while let message = listener.nextMessage() {
      if message.member == "Changed" { numbers += message.body }
    }
    #expect(numbers == [.uint32(1), .uint32(2), .uint32(3)])
  }

  @Test func aCallWithoutAnswerTimesOutAndItsLateReplyIsQueued() throws {
    let bus = try PrivateBus()
    let caller = try bus.connect()
    let silent = try bus.connect()
    let error = #expect(throws: DBusError.self) {
      try caller.call(Self.ping(silent.uniqueName), timeout: .milliseconds(200))
    }
    #expect(error?.isTimeout == true)
    #expect(
      error?.description
        == "timed out after 0.2 s waiting for a reply to org.freedesktop.DBus.Peer.Ping")
    let call = try silent.firstMessage { $0.kind == .methodCall }
    try silent.reply(to: call)
    let late = try caller.firstMessage { $0.kind == .methodReturn }
    #expect(late.replySerial == call.serial)
  }

  @Test(arguments: [
    (
      "Add", [DBusValue.int32(40), .int32(2)], DBusMessage.Kind.methodReturn, [DBusValue.int32(42)]
    ),
    (
      "Garble", [], .error,
      [
        .string(
          "invalid D-Bus value: a string holds a NUL character (at byte 1), which D-Bus cannot carry"
        )
      ]
    ),
  ])
  func theObjectTableAnswersACallOfTheOtherConnection(
    member: String, arguments: [DBusValue], kind: DBusMessage.Kind, body: [DBusValue]
  ) throws {
    let bus = try PrivateBus()
    let caller = try bus.connect()
    let server = try bus.connect()
    let table = try ExampleItem.table()
    // The server is not served while the caller waits: send, serve, then read the reply.
    let serial = try caller.send(
      .methodCall(
        destination: server.uniqueName, path: ExampleItem.path,
        interface: ExampleItem.interfaceName, member: member, body: arguments))
    let incoming = try server.firstMessage { $0.kind == .methodCall }
    #expect(try table.dispatch(incoming, on: server))
    let reply = try caller.firstMessage { $0.replySerial == serial }
    #expect(reply.kind == kind)
    #expect(reply.body == body)
    #expect(reply.sender == server.uniqueName)
  }

  @Test func theQueueNeverHoldsMoreThanItsLimit() throws {
    let bus = try PrivateBus()
    let listener = try DBusConnection(
      address: DBusAddress(bus.address), timeout: RunningProgram.patience,
      options: DBusConnection.Options(maximumQueuedMessages: 2))
    let emitter = try bus.connect()
    try listener.addMatch(MatchRule(kind: .signal, member: "Changed"))
    for _ in 1...6 {
      try emitter.emitSignal(
        path: ExampleItem.path, interface: ExampleItem.interfaceName, member: "Changed")
    }
    var seen = 0
    while seen < 6 {
      let message = try #require(try listener.waitForMessage(timeout: RunningProgram.patience))
      if message.member == "Changed" { seen += 1 }
      #expect(listener.queuedMessageCount <= 1)
    }
  }

  @Test func theEndOfTheBusIsDisconnectedAndAClosedConnectionRefusesToSend() throws {
    let bus = try PrivateBus()
    let connection = try bus.connect()
    bus.stop()
    let error = #expect(throws: DBusError.self) {
      while try connection.waitForMessage(timeout: RunningProgram.patience) != nil {}
    }
    #expect(error?.isDisconnected == true)
    #expect(!connection.isOpen)
    let refused = #expect(throws: DBusError.self) { try connection.send(Self.ping("a.b")) }
    #expect(refused?.description == "the D-Bus connection is closed")
  }

  @Test func aMatchRuleQuotesItsValues() throws {
    let rule = MatchRule(kind: .signal, interface: "a.b", arguments: [0: "it's", 2: "x"])
    #expect(rule.description == #"type='signal',interface='a.b',arg0='it'\''s',arg2='x'"#)
    let bus = try PrivateBus()
    let listener = try bus.connect()
    let emitter = try bus.connect()
    try listener.addMatch(MatchRule(kind: .signal, member: "Changed", arguments: [0: "it's"]))
    for text in ["its", "it's"] {
      try emitter.emitSignal(
        path: ExampleItem.path, interface: ExampleItem.interfaceName, member: "Changed",
        body: [.string(text)])
    }
    let signal = try listener.firstMessage { $0.member == "Changed" }
    #expect(signal.body == [.string("it's")])
  }
}
