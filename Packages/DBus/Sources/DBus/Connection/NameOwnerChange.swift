/// The bus's `NameOwnerChanged` signal: a name got, changed or lost its owner.
///
/// ```swift
/// if let change = NameOwnerChange(message), change.name == watcher, change.newOwner != nil {
///   register()  // the panel came back
/// }
/// ```
public struct NameOwnerChange: Sendable, Hashable {
  /// The name whose owner changed.
  public var name: String
  /// The unique name of the owner before, `nil` when it had none.
  public var oldOwner: String?
  /// The unique name of the owner now, `nil` when it has none.
  public var newOwner: String?

  /// A change of `name` from `oldOwner` to `newOwner`.
  public init(name: String, oldOwner: String?, newOwner: String?) {
    self.name = name
    self.oldOwner = oldOwner
    self.newOwner = newOwner
  }

  /// The change `message` announces, or `nil` when it is not the bus's `NameOwnerChanged`
  /// (a peer cannot send it: the bus sets the sender).
  public init?(_ message: DBusMessage) {
    guard message.kind == .signal, message.sender == BusNames.bus,
      message.interface == BusNames.bus, message.member == "NameOwnerChanged",
      message.body.count == 3, let name = message.body[0].stringValue,
      let old = message.body[1].stringValue, let new = message.body[2].stringValue
    else { return nil }
    self.name = name
    self.oldOwner = old.isEmpty ? nil : old
    self.newOwner = new.isEmpty ? nil : new
  }
}
