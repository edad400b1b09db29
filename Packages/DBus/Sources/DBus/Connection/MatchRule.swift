/// A match rule for `AddMatch`: which messages not addressed to this connection the bus
/// should route to it. Every criterion given must match.
///
/// ```swift
/// try bus.addMatch(.nameOwnerChanged(of: "org.kde.StatusNotifierWatcher"))
/// try bus.addMatch(MatchRule(kind: .signal, interface: "org.example.Item"))
/// ```
public struct MatchRule: Sendable, Hashable, CustomStringConvertible {
  /// The message type, usually ``DBusMessage/Kind/signal``.
  public var kind: DBusMessage.Kind?
  /// The sender's bus name (unique or well-known).
  public var sender: String?
  /// The interface.
  public var interface: String?
  /// The member.
  public var member: String?
  /// The object path.
  public var path: ObjectPath?
  /// The destination.
  public var destination: String?
  /// String arguments that must be equal: `[0: "org.example.Name"]` is `arg0='…'`
  /// (argument numbers 0 to 63).
  public var arguments: [Int: String]

  /// A rule of the criteria given.
  public init(
    kind: DBusMessage.Kind? = nil, sender: String? = nil, interface: String? = nil,
    member: String? = nil, path: ObjectPath? = nil, destination: String? = nil,
    arguments: [Int: String] = [:]
  ) {
    self.kind = kind
    self.sender = sender
    self.interface = interface
    self.member = member
    self.path = path
    self.destination = destination
    self.arguments = arguments
  }

  /// The bus's `NameOwnerChanged` signals, of the name `name` only when given.
  public static func nameOwnerChanged(of name: String? = nil) -> MatchRule {
    MatchRule(
      kind: .signal, sender: BusNames.bus, interface: BusNames.bus, member: "NameOwnerChanged",
      path: BusNames.busPath, arguments: name.map { [0: $0] } ?? [:])
  }

  /// The rule's text: `type='signal',interface='org.example.Item'`, each value quoted (a `'`
  /// inside written `'\''`).
  public var description: String {
    var parts: [(String, String)] = []
    if let kind { parts.append(("type", Self.typeNames[kind] ?? "signal")) }
    if let sender { parts.append(("sender", sender)) }
    if let interface { parts.append(("interface", interface)) }
    if let member { parts.append(("member", member)) }
    if let path { parts.append(("path", path.description)) }
    if let destination { parts.append(("destination", destination)) }
    for (number, value) in arguments.sorted(by: { $0.key < $1.key }) {
      parts.append(("arg\(number)", value))
    }
    return parts.map { key, value in
      let quoted = value.split(separator: "'", omittingEmptySubsequences: false)
        .joined(separator: #"'\''"#)
      return "\(key)='\(quoted)'"
    }.joined(separator: ",")
  }

  private static let typeNames: [DBusMessage.Kind: String] = [
    .methodCall: "method_call", .methodReturn: "method_return", .error: "error",
    .signal: "signal",
  ]
}
