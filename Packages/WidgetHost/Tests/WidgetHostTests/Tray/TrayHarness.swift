import AppCommandLine
import AppCommandLineTestSupport
import DBus
import DBusTestSupport
import Foundation
import Synchronization

@testable import WidgetHost

/// The notes app's tray run in process on a private bus, and the real programs that talk to
/// it, each on a thread of its own so that no test blocks Swift's few pool threads.
enum TrayHarness {
  typealias Notes = NotesApp<Unstacked>

  /// The notes app of `app`'s folders with `arguments`, on the bus at `address`.
  static func notes(
    _ app: InProcessApp<Notes>, address: String?, output: CapturedConsole,
    words: [String] = []
  ) -> Notes {
    var variables = app.variables
    variables["DBUS_SESSION_BUS_ADDRESS"] = address
    return Notes(
      context: CommandContext(
        environment: AppEnvironment(app: Notes.name, variables: variables, stdoutIsTerminal: false),
        console: output.console,
        arguments: ParsedArguments(command: "tray", options: words.isEmpty ? [:] : ["word": words])
      ))
  }

  /// Starts `notes`' tray; returns its session once it is on the bus, and the task that ends
  /// with the command's error (`nil` when it ended well).
  static func start(_ notes: Notes) async throws -> (TraySession, Task<(any Error)?, Never>) {
    let (sessions, continuation) = AsyncStream<TraySession>.makeStream()
    let task = Task<(any Error)?, Never> {
      defer { continuation.finish() }
      do {
        try await notes.runTray(handlesSignals: false) { continuation.yield($0) }
        return nil
      } catch {
        return error
      }
    }
    var iterator = sessions.makeAsyncIterator()
    guard let session = await iterator.next() else {
      throw TestFailure(
        "the tray ended before it was on the bus: \(String(describing: await task.value))")
    }
    return (session, task)
  }

  /// Runs `body` on a thread of its own.
  static func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
  }

  /// Runs `name` with `arguments` to its end.
  static func run(_ name: String, _ arguments: [String]) async throws -> RunningProgram.Output {
    try await offPool { try RunningProgram(name, arguments).finish() }
  }

  /// `gdbus call` of `method` on `object` of `destination`, on the bus at `address`: its
  /// output (GVariant text), or a failure with its stderr.
  static func gdbus(
    _ address: String, _ destination: String, _ object: String, _ method: String,
    _ arguments: [String] = []
  ) async throws -> String {
    let output = try await run(
      "gdbus",
      [
        "call", "--address", address, "--dest", destination, "--object-path", object, "--method",
        method, "--",
      ]
        + arguments)
    guard output.status == 0 else {
      throw TestFailure("gdbus \(method) failed (\(output.status)): \(output.stderr)")
    }
    return output.stdout
  }

  /// `busctl get-property` of the item's `property` (busctl's text: `s "my-notes"`).
  static func busctlProperty(
    _ address: String, _ destination: String, _ object: String, _ interface: String,
    _ property: String
  ) async throws -> String {
    let output = try await run(
      "busctl", ["--address=\(address)", "get-property", destination, object, interface, property])
    guard output.status == 0 else {
      throw TestFailure("busctl get-property \(property) failed: \(output.stderr)")
    }
    return output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Starts `dbus-monitor` for the signals of `sender`, and once it is a monitor runs `change`;
  /// returns what it printed once `done` holds for it.
  static func monitorSignals(
    _ address: String, sender: String, during change: @Sendable () async throws -> Void,
    until done: @escaping @Sendable (String) -> Bool
  ) async throws -> String {
    let (ready, readyContinuation) = AsyncStream<Void>.makeStream()
    let watching = Task {
      try await offPool {
        defer { readyContinuation.finish() }
        let monitor = try RunningProgram(
          "dbus-monitor", ["--address", address, "type='signal',sender='\(sender)'"])
        try monitor.waitForStdout { $0.contains("member=NameLost") }
        readyContinuation.yield()
        return try monitor.finish(stopWhen: done).stdout
      }
    }
    for await _ in ready { break }
    try await change()
    return try await watching.value
  }
}

/// A StatusNotifierWatcher of the test's own: it owns `org.kde.StatusNotifierWatcher` on the
/// private bus and records every `RegisterStatusNotifierItem`, as a panel's watcher would.
final class WatcherPeer: Sendable {
  /// The bus names registered, in order.
  final class Registrations: Sendable {
    let names = Mutex<[String]>([])
  }

  let connection: DBusConnection
  let registrations = Registrations()
  private let table = DBusObjectTable()

  /// Connects to the bus at `address`, exports the watcher and takes its name.
  init(address: String) throws {
    connection = try DBusConnection(address: DBusAddress(address), timeout: RunningProgram.patience)
    let interface = DBusInterfaceDescription(
      TrayInterfaces.watcher,
      methods: [
        DBusMethodDescription(
          "RegisterStatusNotifierItem", arguments: [DBusArgument("service", .string)])
      ],
      properties: [DBusPropertyDescription("IsStatusNotifierHostRegistered", .boolean)])
    let registrations = registrations
    try table.export(
      DBusExportedObject(
        interfaces: [interface],
        properties: { _, _ in .boolean(true) },
        methods: { (call) throws(DBusError) -> [DBusValue] in
          registrations.names.withLock { $0.append(call.arguments.first?.stringValue ?? "") }
          return []
        }),
      at: TrayInterfaces.watcherPath)
    guard try connection.requestName(TrayInterfaces.watcher) == .primaryOwner else {
      throw TestFailure("the watcher's name is taken")
    }
  }

  /// Answers calls until `count` registrations came; returns them.
  func waitForRegistrations(_ count: Int) async throws -> [String] {
    let connection = connection
    let table = table
    let registrations = registrations
    return try await TrayHarness.offPool {
      let deadline = ContinuousClock.now + RunningProgram.patience
      while registrations.names.withLock({ $0.count }) < count {
        guard ContinuousClock.now < deadline,
          let message = try connection.waitForMessage(timeout: deadline - .now)
        else { throw TestFailure("\(count) registrations did not come") }
        try table.dispatch(message, on: connection)
      }
      return registrations.names.withLock { $0 }
    }
  }
}
