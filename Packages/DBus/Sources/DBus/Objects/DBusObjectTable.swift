import Synchronization

/// The objects a connection exports, by path, and the answers to the method calls that come
/// for them: each call is checked against the object's interface descriptions (an unknown
/// method is `org.freedesktop.DBus.Error.UnknownMethod`, arguments of other types
/// `InvalidArgs`), and `org.freedesktop.DBus.Properties` (`Get`, `GetAll`),
/// `org.freedesktop.DBus.Introspectable` and `org.freedesktop.DBus.Peer` are answered from
/// the descriptions.
///
/// ```swift
/// let table = DBusObjectTable()
/// try table.export(object, at: try ObjectPath("/StatusNotifierItem"))
/// while let message = bus.nextMessage() {
///   if try table.dispatch(message, on: bus) { continue }  // a method call, answered
///   // a signal, or a reply that came late
/// }
/// ```
public final class DBusObjectTable: Sendable {
  private let objects = Mutex<[ObjectPath: DBusExportedObject]>([:])

  /// An empty table.
  public init() {}

  /// Exports `object` at `path`, replacing what was there. Throws when a name of its
  /// interfaces is not valid, or an interface is one of the standard ones.
  public func export(_ object: DBusExportedObject, at path: ObjectPath) throws(DBusError) {
    for interface in object.interfaces {
      try interface.validate()
      guard !StandardInterfaces.isStandard(interface.name) else {
        throw .invalid("\(interface.name) is answered by the table itself")
      }
    }
    objects.withLock { $0[path] = object }
  }

  /// Stops exporting the object at `path`.
  public func unexport(_ path: ObjectPath) {
    _ = objects.withLock { $0.removeValue(forKey: path) }
  }

  /// The paths exported, in order.
  public var paths: [ObjectPath] {
    objects.withLock { $0.keys.sorted() }
  }

  /// Answers `message` when it is a method call, sending the return or error unless the
  /// caller expects none (a return that cannot be marshalled is sent as
  /// `org.freedesktop.DBus.Error.Failed`); returns false for any other message, which it
  /// leaves alone.
  @discardableResult
  public func dispatch(_ message: DBusMessage, on connection: DBusConnection) throws(DBusError)
    -> Bool
  {
    guard let reply = reply(to: message) else { return false }
    guard message.expectsReply else { return true }
    do throws(DBusError) {
      try connection.send(reply)
    } catch  where !error.isDisconnected && !error.isTimeout {
      // A result that cannot be marshalled (a string with a NUL): the caller gets an error.
      let text = String(
        String.UnicodeScalarView(error.description.unicodeScalars.filter { $0 != "\0" }))
      try connection.send(.error(replyingTo: message, name: DBusError.Name.failed, message: text))
    }
    return true
  }

  /// The return or error that answers the method call `message` (whether or not its caller
  /// expects one), or `nil` when it is not a method call. Handlers run outside the table's
  /// lock, so they may export and unexport.
  public func reply(to message: DBusMessage) -> DBusMessage? {
    guard message.kind == .methodCall, let path = message.path, let member = message.member
    else { return nil }
    let snapshot = objects.withLock { $0 }
    let node = Node(path: path, object: snapshot[path], children: children(of: path, in: snapshot))
    let result: [DBusValue]
    do throws(DBusError) {
      result = try node.answer(message, member: member)
    } catch {
      return errorReply(to: message, error)
    }
    return .methodReturn(replyingTo: message, body: result)
  }

  /// The names of the nodes directly below `path` that lead to exported objects.
  private func children(of path: ObjectPath, in objects: [ObjectPath: DBusExportedObject])
    -> [String]
  {
    let prefix = path == .root ? "/" : path.description + "/"
    var names: Set<String> = []
    for exported in objects.keys where exported.description.hasPrefix(prefix) {
      let rest = exported.description.dropFirst(prefix.count)
      if let first = rest.split(separator: "/").first { names.insert(String(first)) }
    }
    return names.sorted()
  }

  /// The error message answering `message` for `error`: its own name when it is a valid
  /// error reply, else `org.freedesktop.DBus.Error.Failed` with its description.
  private func errorReply(to message: DBusMessage, _ error: DBusError) -> DBusMessage {
    if let name = error.errorName, NameRules.interfaceProblem(name) == nil {
      return .error(replyingTo: message, name: name, message: error.errorMessage ?? "")
    }
    return .error(replyingTo: message, name: DBusError.Name.failed, message: error.description)
  }
}
