extension DBusMessage {
  /// A method call of `interface.member` on the object at `path` of `destination`.
  public static func methodCall(
    destination: String?, path: ObjectPath, interface: String?, member: String,
    body: [DBusValue] = []
  ) -> DBusMessage {
    DBusMessage(
      kind: .methodCall, path: path, interface: interface, member: member,
      destination: destination, body: body)
  }

  /// A signal `interface.member` from the object at `path`, to every connection whose match
  /// rules take it.
  public static func signal(
    path: ObjectPath, interface: String, member: String, body: [DBusValue] = []
  ) -> DBusMessage {
    DBusMessage(kind: .signal, path: path, interface: interface, member: member, body: body)
  }

  /// The return of `call`, carrying `body`, sent back to its sender.
  public static func methodReturn(replyingTo call: DBusMessage, body: [DBusValue] = [])
    -> DBusMessage
  {
    DBusMessage(
      kind: .methodReturn, replySerial: call.serial,
      destination: call.sender, body: body)
  }

  /// The error `name` answering `call`, with a human-readable `message`.
  public static func error(replyingTo call: DBusMessage, name: String, message: String)
    -> DBusMessage
  {
    DBusMessage(
      kind: .error, errorName: name, replySerial: call.serial,
      destination: call.sender, body: [.string(message)])
  }

  /// `org.freedesktop.DBus.Properties.PropertiesChanged` for the object at `path`: the new
  /// values of `changed`, and the names of `invalidated` properties whose values are not sent.
  public static func propertiesChanged(
    path: ObjectPath, interface: String, changed: [(String, DBusValue)],
    invalidated: [String] = []
  ) -> DBusMessage {
    .signal(
      path: path, interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged",
      body: [.string(interface), .variantDictionary(changed), .strings(invalidated)])
  }
}
