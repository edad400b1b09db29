#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything a connection keeps: its socket, the bytes read and not yet decoded, the messages
/// decoded and not yet taken, the next serial. ``DBusConnection`` keeps it behind a mutex.
struct ConnectionState: Sendable {
  /// The socket, or -1 once closed.
  private(set) var fd: Int32
  let options: DBusConnection.Options
  private var incoming = IncomingBuffer()
  private var queue: [DBusMessage] = []
  private var queueHead = 0
  private var nextSerial: UInt32 = 1

  /// The most bytes one non-blocking read pass takes from the socket, so that a flood cannot
  /// hold the caller.
  static let readPassLimit = 4_194_304

  init(fd: Int32, options: DBusConnection.Options, leftover: [UInt8]) {
    self.fd = fd
    self.options = options
    incoming.append(leftover)
  }

  /// How many decoded messages wait to be taken.
  var queuedCount: Int { queue.count - queueHead }

  /// Closes the socket; the queued messages stay.
  mutating func close() {
    guard fd >= 0 else { return }
    _ = shutdown(fd, Int32(SHUT_RDWR))
    #if canImport(Glibc)
      _ = Glibc.close(fd)
    #else
      _ = Darwin.close(fd)
    #endif
    fd = -1
  }

  /// Sends `message` with the next serial, which it returns. Waits while the socket is full,
  /// at most the write timeout; a message that could not be written whole leaves the stream
  /// broken, so the connection is closed.
  mutating func send(_ message: DBusMessage) throws(DBusError) -> UInt32 {
    guard fd >= 0 else { throw .init(.closed) }
    let serial = nextSerial
    nextSerial = nextSerial == UInt32.max ? 1 : nextSerial + 1
    let bytes = try message.encoded(serial: serial, limits: options.limits)
    let deadline = Deadline(in: options.writeTimeout)
    do throws(DBusError) {
      guard try UnixSocket.write(fd, bytes, until: deadline) == bytes.count else {
        close()
        throw deadline.timedOut("room in the D-Bus socket to send a message")
      }
    } catch {
      close()
      throw error
    }
    return serial
  }

  /// Takes the oldest queued message.
  mutating func nextMessage() -> DBusMessage? {
    guard queueHead < queue.count else { return nil }
    let message = queue[queueHead]
    queueHead += 1
    if queueHead == queue.count {
      queue.removeAll(keepingCapacity: queue.count <= 64)
      queueHead = 0
    }
    return message
  }

  /// Reads what has arrived without waiting and decodes the whole messages: they are queued,
  /// but the return or error whose reply serial is `awaiting`, which is returned. Stops at a
  /// full queue when not awaiting a reply. A message that cannot be decoded is dropped and its
  /// error thrown once the rest is read; the end of the stream closes the connection and
  /// throws ``DBusError/isDisconnected`` after the messages before it are queued.
  mutating func pump(awaiting: UInt32? = nil) throws(DBusError) -> DBusMessage? {
    guard fd >= 0 else { throw .init(.closed) }
    var dropped: DBusError?
    var readThisPass = 0
    while true {
      if let reply = try decodeBuffered(awaiting: awaiting, dropped: &dropped) { return reply }
      guard queuedCount < options.maximumQueuedMessages, readThisPass < Self.readPassLimit
      else { break }
      let result = try UnixSocket.read(fd, maximum: 65_536, into: { incoming.append($0) })
      if case .read(let count) = result {
        readThisPass += count
        continue
      }
      if case .endOfFile = result {
        close()
        throw .init(.disconnected)
      }
      break
    }
    if let dropped { throw dropped }
    return nil
  }

  /// Queues the whole messages already read (as far as the queue allows), without reading
  /// more; one that cannot be decoded is dropped.
  mutating func queueBuffered() {
    var dropped: DBusError?
    _ = try? decodeBuffered(awaiting: nil, dropped: &dropped)
  }

  /// Decodes the whole messages buffered; returns the awaited reply when it is among them.
  private mutating func decodeBuffered(awaiting: UInt32?, dropped: inout DBusError?)
    throws(DBusError) -> DBusMessage?
  {
    while true {
      let frame: [UInt8]?
      do throws(DBusError) {
        frame = try incoming.peekFrame(limits: options.limits)
      } catch {
        close()  // the stream cannot be framed any further
        throw error
      }
      guard let frame else { return nil }
      let message: DBusMessage?
      do throws(DBusError) {
        message = try DBusMessage.decode(frame, limits: options.limits)
      } catch {
        incoming.consume(frame.count)
        dropped = dropped ?? error
        continue
      }
      guard let message else {
        incoming.consume(frame.count)
        continue
      }
      if let awaiting, message.replySerial == awaiting,
        message.kind == .methodReturn || message.kind == .error
      {
        incoming.consume(frame.count)
        return message
      }
      guard queuedCount < options.maximumQueuedMessages else {
        if awaiting != nil { throw .init(.queueFull(options.maximumQueuedMessages)) }
        return nil
      }
      incoming.consume(frame.count)
      queue.append(message)
    }
  }
}
