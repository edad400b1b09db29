import Foundation

/// A D-Bus server address list, such as `$DBUS_SESSION_BUS_ADDRESS`: entries separated by
/// `;`, each `transport:key=value,…` with `%XX`-escaped values. The `unix:path=…` and
/// `unix:abstract=…` entries are the ones this package connects to, in order; other
/// transports (`tcp:`, `launchd:`, `unix:tmpdir=…` which only a server listens on) are
/// skipped.
///
/// ```swift
/// let address = try DBusAddress("unix:path=/run/user/1000/bus,guid=0123abcd")
/// address.endpoints.first?.path  // "/run/user/1000/bus"
/// ```
public struct DBusAddress: Sendable, Hashable, CustomStringConvertible {
  /// One Unix socket to try.
  public struct Endpoint: Sendable, Hashable, CustomStringConvertible {
    /// The socket's file system path, or its name in the abstract namespace.
    public var path: String
    /// True for a name in Linux's abstract socket namespace (`unix:abstract=…`).
    public var isAbstract: Bool
    /// The server's GUID, when the address names one.
    public var guid: String?

    /// A socket at `path` (abstract when `isAbstract`).
    public init(path: String, isAbstract: Bool = false, guid: String? = nil) {
      self.path = path
      self.isAbstract = isAbstract
      self.guid = guid
    }

    /// The endpoint as an address entry: `unix:path=/run/user/1000/bus`.
    public var description: String {
      "unix:\(isAbstract ? "abstract" : "path")=\(AddressEscaping.escape(path))"
    }
  }

  /// The entries this package can connect to, in the order given.
  public let endpoints: [Endpoint]

  /// The address list as given.
  public let description: String

  /// Parses an address list. Throws when an entry is malformed (no `transport:`, a bad `%`
  /// escape, a byte that must be escaped, a repeated key, a `unix:` entry with neither or
  /// both of `path` and `abstract`), or when no entry is a Unix socket to connect to.
  public init(_ text: String) throws(DBusError) {
    var endpoints: [Endpoint] = []
    for entry in text.split(separator: ";", omittingEmptySubsequences: true) {
      guard let colon = entry.firstIndex(of: ":") else {
        throw .init(.badAddress(text, reason: "entry \"\(entry)\" has no \"transport:\""))
      }
      let pairs = try Self.pairs(entry[entry.index(after: colon)...], in: text)
      guard entry[..<colon] == "unix" else { continue }
      let path = pairs["path"]
      let abstract = pairs["abstract"]
      guard path == nil || abstract == nil else {
        throw .init(.badAddress(text, reason: "a unix entry with both path and abstract"))
      }
      if let name = path ?? abstract {
        guard !name.isEmpty else {
          throw .init(.badAddress(text, reason: "a unix entry with an empty socket name"))
        }
        endpoints.append(Endpoint(path: name, isAbstract: path == nil, guid: pairs["guid"]))
      }
    }
    guard !endpoints.isEmpty else { throw .init(.noUsableAddress(text)) }
    self.endpoints = endpoints
    self.description = text
  }

  /// The session bus's address, from `DBUS_SESSION_BUS_ADDRESS` in `environment`; throws
  /// "no session bus: DBUS_SESSION_BUS_ADDRESS is not set" when it is not set or empty.
  public static func sessionBus(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(DBusError) -> DBusAddress {
    guard let text = environment["DBUS_SESSION_BUS_ADDRESS"], !text.isEmpty else {
      throw .init(.noSessionBus)
    }
    return try DBusAddress(text)
  }

  /// The `key=value` pairs of an entry, unescaped.
  private static func pairs(_ list: Substring, in text: String) throws(DBusError)
    -> [String: String]
  {
    var pairs: [String: String] = [:]
    for pair in list.split(separator: ",", omittingEmptySubsequences: true) {
      guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
        throw .init(.badAddress(text, reason: "\"\(pair)\" is not key=value"))
      }
      let key = String(pair[..<equals])
      guard pairs[key] == nil else {
        throw .init(.badAddress(text, reason: "the key \(key) appears twice in one entry"))
      }
      let raw = pair[pair.index(after: equals)...]
      guard let value = AddressEscaping.unescape(raw) else {
        throw .init(.badAddress(text, reason: "the value of \(key) is not escaped correctly"))
      }
      pairs[key] = value
    }
    return pairs
  }
}
