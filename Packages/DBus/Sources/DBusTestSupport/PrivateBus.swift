import DBus
import Foundation

/// A private session bus: a real `dbus-daemon` on a socket in a temporary folder, with the
/// session bus's policy, started for one test and stopped after it.
public final class PrivateBus {
  /// The address the daemon printed once it listened.
  public let address: String
  private let daemon: RunningProgram
  private let folder: String

  /// Starts the daemon and waits until it prints its address: a socket in the folder, or a
  /// name in the abstract namespace when `abstract`.
  public init(abstract: Bool = false) throws {
    var template = Array("/tmp/dbus-test.XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw TestFailure("mkdtemp: errno \(errno)") }
    folder = String(cString: made)
    let config = """
      <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
       "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
      <busconfig>
        <type>session</type>
        <listen>unix:\(abstract ? "abstract" : "path")=\(folder)/bus</listen>
        <auth>EXTERNAL</auth>
        <policy context="default">
          <allow send_destination="*" eavesdrop="true"/>
          <allow eavesdrop="true"/>
          <allow own="*"/>
        </policy>
      </busconfig>
      """
    try config.write(toFile: "\(folder)/bus.conf", atomically: true, encoding: .utf8)
    daemon = try RunningProgram(
      "dbus-daemon", ["--config-file=\(folder)/bus.conf", "--nofork", "--print-address=1"])
    try daemon.waitForStdout { $0.contains("\n") }
    address = daemon.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// Stops the daemon: every connection to it ends.
  public func stop() {
    _ = daemon.stop()
  }

  /// A new connection to the bus.
  public func connect() throws -> DBusConnection {
    try DBusConnection(address: DBusAddress(address), timeout: RunningProgram.patience)
  }
}
