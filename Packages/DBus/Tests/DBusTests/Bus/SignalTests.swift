import DBus
import DBusTestSupport
import Testing

/// Signals between two connections of this package and a real program, on a private bus.
@Suite struct SignalTests {
  @Test func aSignalReachesAConnectionWhoseMatchRuleTakesIt() throws {
    let bus = try PrivateBus()
    let listener = try bus.connect()
    let emitter = try bus.connect()
    try listener.addMatch(MatchRule(kind: .signal, interface: ExampleItem.interfaceName))
    let body: [DBusValue] = [
      .string("it's 'quoted'"), .variantDictionary([("n", .int64(-7)), ("b", .bytes([0, 255]))]),
    ]
    try emitter.emitSignal(
      path: ExampleItem.path, interface: ExampleItem.interfaceName, member: "Changed", body: body)
    let signal = try listener.firstMessage { $0.kind == .signal && $0.member == "Changed" }
    #expect(signal.sender == emitter.uniqueName)
    #expect(signal.path == ExampleItem.path)
    #expect(signal.body == body)
  }

  @Test func aRemovedMatchRuleTakesNoMore() throws {
    let bus = try PrivateBus()
    let listener = try bus.connect()
    let emitter = try bus.connect()
    let removed = MatchRule(kind: .signal, interface: ExampleItem.interfaceName, member: "Changed")
    try listener.addMatch(removed)
    try listener.addMatch(MatchRule(kind: .signal, member: "Kept"))
    try listener.removeMatch(removed)
    for member in ["Changed", "Kept"] {
      try emitter.emitSignal(
        path: ExampleItem.path, interface: ExampleItem.interfaceName, member: member)
    }
    // The bus handles one connection's messages in order and queues what it routes to one
    // connection in order: after these replies, whatever it routed to the listener is there.
    _ = try emitter.listNames()
    _ = try listener.listNames()
    var members: [String] = []
    while let message = listener.nextMessage() {
      if message.interface == ExampleItem.interfaceName { members.append(message.member ?? "") }
    }
    #expect(members == ["Kept"])
  }

  @Test func nameOwnerChangedTellsWhenTheOtherConnectionTakesANameAndExits() throws {
    let bus = try PrivateBus()
    let watcher = try bus.connect()
    try watcher.addMatch(.nameOwnerChanged(of: "org.example.Watched"))
    let other = try bus.connect()
    let otherName = other.uniqueName
    #expect(try other.requestName("org.example.Watched") == .primaryOwner)
    let taken = try watcher.firstMessage { NameOwnerChange($0) != nil }
    #expect(
      NameOwnerChange(taken)
        == NameOwnerChange(name: "org.example.Watched", oldOwner: nil, newOwner: otherName))
    other.close()
    let lost = try watcher.firstMessage { NameOwnerChange($0) != nil }
    #expect(
      NameOwnerChange(lost)
        == NameOwnerChange(name: "org.example.Watched", oldOwner: otherName, newOwner: nil))
  }

  @Test func dbusMonitorSeesTheSignalOfThisPackage() throws {
    let bus = try PrivateBus()
    let emitter = try bus.connect()
    let monitor = try RunningProgram(
      "dbus-monitor",
      ["--address", bus.address, "type='signal',interface='\(ExampleItem.interfaceName)'"])
    // Once a monitor, it loses its unique name: from then on, it gets a copy of every signal.
    try monitor.waitForStdout { $0.contains("member=NameLost") }
    try emitter.emitSignal(
      path: ExampleItem.path, interface: ExampleItem.interfaceName, member: "Changed",
      body: [.string("seen"), .uint32(7), .strings(["a", "b"])])
    let expected = """
      sender=\(emitter.uniqueName) -> destination=(null destination) serial=2 \
      path=/org/example/Item; interface=org.example.Item; member=Changed
         string "seen"
         uint32 7
         array [
            string "a"
            string "b"
         ]
      """
    let output = try monitor.finish(stopWhen: { $0.contains(expected) })
    #expect(output.stdout.contains(expected), "\(output.stdout)")
  }
}
