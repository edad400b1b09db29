import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A port on 127.0.0.1 where every connection is refused, held until ``close()``.
///
/// A server that is bound and then stopped frees its port, and a server started by a test
/// running in parallel may be handed the same port. This socket keeps the port bound but never
/// listens, so the kernel refuses connections to it and no other socket can take it meanwhile.
public final class DeadPort: Sendable {
  /// The port.
  public let port: UInt16
  private let descriptor: Int32

  /// Binds a port of 127.0.0.1 without listening on it.
  ///
  /// - Throws: `POSIXError` when no socket can be made or bound.
  public init() throws {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        bind(descriptor, socketAddress, length) == 0
          && getsockname(descriptor, socketAddress, &length) == 0
      }
    }
    guard bound else {
      Self.close(descriptor)
      throw POSIXError(.EADDRINUSE)
    }
    self.descriptor = descriptor
    self.port = UInt16(bigEndian: address.sin_port)
  }

  /// `http://127.0.0.1:PORT`.
  public var baseURL: URL {
    URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
  }

  /// Frees the port.
  public func close() {
    Self.close(descriptor)
  }

  private static func close(_ descriptor: Int32) {
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #else
      _ = Darwin.close(descriptor)
    #endif
  }
}
