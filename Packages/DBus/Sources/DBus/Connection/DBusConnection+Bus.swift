extension DBusConnection {
  /// Asks the bus for the well-known `name` (`org.kde.StatusNotifierItem-4242-1`).
  public func requestName(
    _ name: String, flags: RequestNameFlags = [.doNotQueue], timeout: Duration = .seconds(25)
  ) throws(DBusError) -> RequestNameReply {
    try NameRules.check("bus name", name, NameRules.busNameProblem(name))
    let reply = try callBus("RequestName", [.string(name), .uint32(flags.rawValue)], timeout)
    guard case .uint32(let code) = reply.first, let answer = RequestNameReply(rawValue: code) else {
      throw .malformed(
        "the bus answered RequestName with \(reply.first?.type.description ?? "nothing")")
    }
    return answer
  }

  /// Gives the well-known `name` up; returns false when this connection did not own it.
  @discardableResult
  public func releaseName(_ name: String, timeout: Duration = .seconds(25)) throws(DBusError)
    -> Bool
  {
    let reply = try callBus("ReleaseName", [.string(name)], timeout)
    return reply.first == .uint32(1)
  }

  /// Asks the bus to route the messages `rule` matches to this connection.
  public func addMatch(_ rule: MatchRule, timeout: Duration = .seconds(25)) throws(DBusError) {
    _ = try callBus("AddMatch", [.string(rule.description)], timeout)
  }

  /// Undoes one ``addMatch(_:timeout:)`` of the same rule.
  public func removeMatch(_ rule: MatchRule, timeout: Duration = .seconds(25)) throws(DBusError) {
    _ = try callBus("RemoveMatch", [.string(rule.description)], timeout)
  }

  /// The names on the bus, unique and well-known.
  public func listNames(timeout: Duration = .seconds(25)) throws(DBusError) -> [String] {
    let reply = try callBus("ListNames", [], timeout)
    guard let names = reply.first?.stringArrayValue else {
      throw .malformed("the bus answered ListNames without a list of names")
    }
    return names
  }

  /// The unique name of the owner of `name`, or `nil` when nobody owns it.
  public func nameOwner(of name: String, timeout: Duration = .seconds(25)) throws(DBusError)
    -> String?
  {
    do throws(DBusError) {
      return try callBus("GetNameOwner", [.string(name)], timeout).first?.stringValue
    } catch  where error.errorName == DBusError.Name.nameHasNoOwner {
      return nil
    }
  }

  /// Sends the signal `interface.member` from the object at `path`; returns its serial.
  @discardableResult
  public func emitSignal(
    path: ObjectPath, interface: String, member: String, body: [DBusValue] = []
  ) throws(DBusError) -> UInt32 {
    try send(.signal(path: path, interface: interface, member: member, body: body))
  }

  /// Answers the method call `call` with a return carrying `body`, unless its caller said it
  /// expects no reply.
  public func reply(to call: DBusMessage, with body: [DBusValue] = []) throws(DBusError) {
    guard call.expectsReply else { return }
    try send(.methodReturn(replyingTo: call, body: body))
  }

  /// Answers the method call `call` with the error `name` and `message`, unless its caller
  /// said it expects no reply.
  public func replyError(to call: DBusMessage, name: String, message: String) throws(DBusError) {
    guard call.expectsReply else { return }
    try send(.error(replyingTo: call, name: name, message: message))
  }

  /// Calls `member` of the bus itself and returns the reply's body.
  private func callBus(_ member: String, _ body: [DBusValue], _ timeout: Duration)
    throws(DBusError) -> [DBusValue]
  {
    let message = DBusMessage.methodCall(
      destination: BusNames.bus, path: BusNames.busPath, interface: BusNames.bus, member: member,
      body: body)
    return try call(message, timeout: timeout).body
  }
}
