import AppCommandLine

/// Where `service --http [HOST:]PORT` listens: a loopback address and a port, nothing else.
///
/// `8080` and `127.0.0.1:8080` are IPv4's loopback, `[::1]:8080` IPv6's; port 0 takes a free
/// port the system chooses (the URL printed at start says which). Any other host, `localhost`
/// included (a name a resolver may answer for), is a usage error: the server is for this
/// machine only.
public struct HTTPAddress: Sendable, Hashable {
  /// Whether the address is IPv6's loopback (`::1`) rather than IPv4's (`127.0.0.1`).
  public var isIPv6: Bool
  /// The port, 0 for one the system chooses.
  public var port: UInt16

  /// `127.0.0.1` or `[::1]`, as a URL and a `Host` header write it.
  public var host: String { isIPv6 ? "[::1]" : "127.0.0.1" }

  /// The address on `port`, IPv4 unless `isIPv6`.
  public init(isIPv6: Bool = false, port: UInt16) {
    self.isIPv6 = isIPv6
    self.port = port
  }

  /// Reads `[HOST:]PORT` as `--http` takes it.
  ///
  /// - Throws: ``CommandFailure`` (usage, exit 64) for a host other than `127.0.0.1` or
  ///   `[::1]`, or a port outside 0…65535.
  public init(argument: String) throws {
    var host = "127.0.0.1"
    var portText = Substring(argument)
    if let colon = argument.lastIndex(of: ":") {
      host = String(argument[..<colon])
      portText = argument[argument.index(after: colon)...]
    }
    guard host == "127.0.0.1" || host == "[::1]" else {
      throw CommandFailure.usage(
        "--http listens on loopback only: give 127.0.0.1:PORT, [::1]:PORT or PORT, not "
          + "'\(ParsedArguments.quoted(argument))'")
    }
    guard !portText.isEmpty, portText.allSatisfy(\.isASCII), let port = UInt16(portText) else {
      throw CommandFailure.usage(
        "--http needs a port from 0 to 65535, not '\(ParsedArguments.quoted(argument))'")
    }
    self.init(isIPv6: host == "[::1]", port: port)
  }

  /// The `Host` header values that name this server on `port` (the port it bound): its
  /// address with the port, and without it on port 80. Anything else (a DNS name that
  /// resolves here, as in DNS rebinding) is refused.
  func hostHeaders(port: UInt16) -> Set<String> {
    var names: Set = ["\(host):\(port)"]
    if port == 80 { names.insert(host) }
    return names
  }
}

extension OptionKey where Value == HTTPAddress? {
  /// `service --http [HOST:]PORT`: serve the placed widgets over HTTP on loopback.
  public static let http = parsed("http", HTTPAddress.init(argument:))
}
