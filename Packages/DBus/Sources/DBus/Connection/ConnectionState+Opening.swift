extension ConnectionState {
  /// A connection to `endpoint`, authenticated, that has said `Hello`, with the unique name
  /// the bus gave it and the bus's GUID; the socket is closed when a step fails.
  static func opened(
    to endpoint: DBusAddress.Endpoint, options: DBusConnection.Options, deadline: Deadline
  ) throws(DBusError) -> (state: ConnectionState, uniqueName: String, guid: String) {
    let fd = try UnixSocket.connected(to: endpoint, deadline: deadline)
    var state = ConnectionState(fd: fd, options: options, leftover: [])
    do throws(DBusError) {
      let (guid, leftover) = try Authentication.authenticate(
        fd, endpoint: endpoint.description, deadline: deadline)
      state = ConnectionState(fd: fd, options: options, leftover: leftover)
      let hello = DBusMessage.methodCall(
        destination: BusNames.bus, path: BusNames.busPath, interface: BusNames.bus,
        member: "Hello")
      let reply = try state.call(hello, deadline: deadline)
      guard let name = reply.body.first?.stringValue else {
        throw DBusError.malformed("the bus answered Hello without a name")
      }
      return (state, name, guid)
    } catch {
      state.close()
      throw error
    }
  }
}
