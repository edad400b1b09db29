import Foundation
import Synchronization

/// A connection to a D-Bus bus over a Unix socket, made for a `poll` or `epoll` event loop: it
/// starts no thread and no timer, and wakes nobody while nothing arrives.
///
/// In the loop, wait for ``fileDescriptor`` to be readable (level-triggered), then call
/// ``readAvailable()``, which reads what has arrived without waiting and decodes every whole
/// message, and take them with ``nextMessage()`` until it returns `nil`. ``call(_:timeout:)``
/// is the blocking convenience: it sends a call and waits for its reply, queueing every other
/// message that arrives meanwhile, so drain ``nextMessage()`` after it too.
///
/// ```swift
/// let bus = try DBusConnection.sessionBus()
/// let names = try bus.call(.methodCall(
///   destination: "org.freedesktop.DBus", path: try ObjectPath("/org/freedesktop/DBus"),
///   interface: "org.freedesktop.DBus", member: "ListNames"))
/// ```
///
/// Sending writes the whole message at once; while the socket's buffer is full (a bus that
/// does not read) it waits, at most ``Options/writeTimeout``, and then closes the connection.
/// Every method may be called from any thread; they take turns, and a blocking call or wait
/// holds the others until it returns.
public final class DBusConnection: Sendable {
  /// How a connection reads, queues and writes.
  public struct Options: Sendable {
    /// The bounds of the messages read and written.
    public var limits: DBusLimits
    /// The most decoded messages kept for ``nextMessage()``: ``readAvailable()`` stops
    /// reading at this count (the rest waits in the socket), and a ``call(_:timeout:)`` that
    /// meets a full queue throws.
    public var maximumQueuedMessages: Int
    /// How long a send may wait for room in a full socket.
    public var writeTimeout: Duration

    /// Options of `limits`, `maximumQueuedMessages` (at least 1) and `writeTimeout`.
    public init(
      limits: DBusLimits = DBusLimits(), maximumQueuedMessages: Int = 4096,
      writeTimeout: Duration = .seconds(25)
    ) {
      self.limits = limits
      self.maximumQueuedMessages = max(maximumQueuedMessages, 1)
      self.writeTimeout = writeTimeout
    }
  }

  /// The unique name the bus gave this connection (`:1.42`).
  public let uniqueName: String
  /// The socket, to watch for readability (`POLLIN`, `EPOLLIN`, level-triggered) in an event
  /// loop. Read, write or close it only through the connection; once ``isOpen`` is false the
  /// number is no longer the connection's, so stop watching it.
  public let fileDescriptor: Int32
  /// The bus's GUID, from its authentication.
  public let serverGUID: String

  private let state: Mutex<ConnectionState>

  /// The session bus of `DBUS_SESSION_BUS_ADDRESS` in `environment`.
  public static func sessionBus(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    timeout: Duration = .seconds(25), options: Options = Options()
  ) throws(DBusError) -> DBusConnection {
    try DBusConnection(
      address: try DBusAddress.sessionBus(environment: environment), timeout: timeout,
      options: options)
  }

  /// Connects to the first endpoint of `address` that accepts, authenticates (`AUTH
  /// EXTERNAL`) and says `Hello`, all within `timeout`.
  public init(address: DBusAddress, timeout: Duration = .seconds(25), options: Options = Options())
    throws(DBusError)
  {
    let deadline = Deadline(in: timeout)
    var failure = DBusError(.noUsableAddress(address.description))
    for endpoint in address.endpoints {
      do throws(DBusError) {
        let opened = try ConnectionState.opened(to: endpoint, options: options, deadline: deadline)
        uniqueName = opened.uniqueName
        serverGUID = opened.guid
        fileDescriptor = opened.state.fd
        state = Mutex(opened.state)
        return
      } catch {
        failure = error
      }
    }
    throw failure
  }

  deinit {
    state.withLock { $0.close() }
  }

  /// Sends `message` (a call, a return, an error or a signal) and returns the serial it got.
  /// Waits only while the socket is full.
  @discardableResult
  public func send(_ message: DBusMessage) throws(DBusError) -> UInt32 {
    try state.withLock { (state) throws(DBusError) in try state.send(message) }
  }

  /// Reads whatever has arrived, without waiting, and queues every whole message; returns how
  /// many messages are queued now. Throws when the bus closed the connection (the messages
  /// before the end stay queued) or a message could not be decoded (it is dropped; the
  /// connection stays usable).
  @discardableResult
  public func readAvailable() throws(DBusError) -> Int {
    try state.withLock { (state) throws(DBusError) in
      _ = try state.pump()
      return state.queuedCount
    }
  }

  /// Takes the oldest queued message, or `nil` when none is queued. Never reads the socket.
  public func nextMessage() -> DBusMessage? {
    state.withLock { $0.nextMessage() }
  }

  /// How many messages wait for ``nextMessage()``.
  public var queuedMessageCount: Int {
    state.withLock { $0.queuedCount }
  }

  /// True until ``close()``, or until the bus closed the connection or a write failed.
  public var isOpen: Bool {
    state.withLock { $0.fd >= 0 }
  }

  /// Closes the socket. Queued messages can still be taken.
  public func close() {
    state.withLock { $0.close() }
  }

  /// Blocking: sends the call `message` and waits, at most `timeout`, for its return, which
  /// it gives back; an error reply is thrown as ``DBusError/errorReply(name:message:)``. Every
  /// other message that arrives meanwhile is queued for ``nextMessage()``. A reply that comes
  /// after the timeout is queued like any other message.
  @discardableResult
  public func call(_ message: DBusMessage, timeout: Duration = .seconds(25)) throws(DBusError)
    -> DBusMessage
  {
    let deadline = Deadline(in: timeout)
    return try state.withLock { (state) throws(DBusError) in
      try state.call(message, deadline: deadline)
    }
  }

  /// Blocking: returns the oldest queued message, or waits for one at most `timeout`;
  /// `nil` when none came.
  public func waitForMessage(timeout: Duration) throws(DBusError) -> DBusMessage? {
    let deadline = Deadline(in: timeout)
    return try state.withLock { (state) throws(DBusError) in
      while true {
        if let message = state.nextMessage() { return message }
        _ = try state.pump()
        if let message = state.nextMessage() { return message }
        guard try UnixSocket.wait(state.fd, for: Int16(POLLIN), until: deadline) else {
          return nil
        }
      }
    }
  }
}
