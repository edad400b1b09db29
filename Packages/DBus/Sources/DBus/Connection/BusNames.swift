/// The names of the bus itself.
enum BusNames {
  /// `org.freedesktop.DBus`: the bus's name and interface.
  static let bus = "org.freedesktop.DBus"
  /// `/org/freedesktop/DBus`: the bus's object.
  static let busPath = ObjectPath(checked: "/org/freedesktop/DBus")
}
