/// What an exported object declares of one interface: its methods, signals and properties.
/// ``DBusObjectTable`` checks calls against it, answers `Introspect` and
/// `org.freedesktop.DBus.Properties` from it.
///
/// ```swift
/// let item = DBusInterfaceDescription(
///   "org.kde.StatusNotifierItem",
///   methods: [DBusMethodDescription("Activate", arguments: [.init("x", .int32), .init("y", .int32)])],
///   signals: [DBusSignalDescription("NewStatus", arguments: [.init("status", .string)])],
///   properties: [DBusPropertyDescription("Status", .string)])
/// ```
public struct DBusInterfaceDescription: Sendable, Hashable {
  /// The interface name: `org.kde.StatusNotifierItem`.
  public var name: String
  /// The methods.
  public var methods: [DBusMethodDescription]
  /// The signals.
  public var signals: [DBusSignalDescription]
  /// The properties, all read-only.
  public var properties: [DBusPropertyDescription]

  /// An interface of these members.
  public init(
    _ name: String, methods: [DBusMethodDescription] = [],
    signals: [DBusSignalDescription] = [], properties: [DBusPropertyDescription] = []
  ) {
    self.name = name
    self.methods = methods
    self.signals = signals
    self.properties = properties
  }

  /// Throws when a name is not valid for D-Bus.
  func validate() throws(DBusError) {
    try NameRules.check("interface", name, NameRules.interfaceProblem(name))
    let members = methods.map(\.name) + signals.map(\.name) + properties.map(\.name)
    for member in members {
      try NameRules.check("member", member, NameRules.memberProblem(member))
    }
  }
}

/// A named, typed argument of a method or a signal.
public struct DBusArgument: Sendable, Hashable {
  /// The argument's name, for introspection.
  public var name: String
  /// Its type.
  public var type: DBusType

  /// An argument `name` of `type`.
  public init(_ name: String, _ type: DBusType) {
    self.name = name
    self.type = type
  }
}

/// A method: the arguments it takes and the values it returns.
public struct DBusMethodDescription: Sendable, Hashable {
  /// The method name: `Activate`.
  public var name: String
  /// The arguments, in order; a call with other types is answered `InvalidArgs`.
  public var arguments: [DBusArgument]
  /// The values returned, in order; a handler that returns other types is answered `Failed`.
  public var results: [DBusArgument]

  /// A method `name` taking `arguments` and returning `results`.
  public init(_ name: String, arguments: [DBusArgument] = [], results: [DBusArgument] = []) {
    self.name = name
    self.arguments = arguments
    self.results = results
  }
}

/// A signal the object emits.
public struct DBusSignalDescription: Sendable, Hashable {
  /// The signal name: `NewStatus`.
  public var name: String
  /// Its arguments.
  public var arguments: [DBusArgument]

  /// A signal `name` carrying `arguments`.
  public init(_ name: String, arguments: [DBusArgument] = []) {
    self.name = name
    self.arguments = arguments
  }
}

/// A read-only property.
public struct DBusPropertyDescription: Sendable, Hashable {
  /// The property name: `Status`.
  public var name: String
  /// Its type; a value of another type is not sent.
  public var type: DBusType

  /// A property `name` of `type`.
  public init(_ name: String, _ type: DBusType) {
    self.name = name
    self.type = type
  }
}
