import DBusTestSupport
import Foundation

/// A Unix socket that plays a bus's side of the authentication from a script: it accepts one
/// client on a thread of its own, reads its first line, writes `reply` (or nothing), and keeps
/// the connection until the client closes it.
final class ScriptedAuthServer {
  /// The address to connect to.
  let address: String
  private let listener: Int32
  private let folder: String

  init(reply: String?) throws {
    var template = Array("/tmp/dbus-auth.XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw TestFailure("mkdtemp: errno \(errno)") }
    folder = String(cString: made)
    let path = folder + "/socket"
    let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    self.listener = listener
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in path.utf8.enumerated() { raw[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0, listen(listener, 1) == 0 else {
      throw TestFailure("bind or listen failed: errno \(errno)")
    }
    self.address = "unix:path=" + path
    Thread.detachNewThread {
      let client = accept(listener, nil, nil)
      guard client >= 0 else { return }
      var received: [UInt8] = []
      var byte: UInt8 = 0
      while read(client, &byte, 1) == 1 {
        received.append(byte)
        if received.suffix(2) == [13, 10] { break }
      }
      if let reply {
        _ = Array(reply.utf8).withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
      }
      while read(client, &byte, 1) == 1 {}
      close(client)
    }
  }

  deinit {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    try? FileManager.default.removeItem(atPath: folder)
  }
}
