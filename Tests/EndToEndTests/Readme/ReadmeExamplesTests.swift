import Foundation
import Testing

/// Every shell example of the README works when run top to bottom in one shell, against the
/// fixture server, as a new user would run them (the ports it names taken by free ones).
@Suite struct ReadmeExamplesTests {
  /// `count` different TCP ports on loopback that nothing listens on now: each is held bound
  /// until all are chosen, so no two are the same.
  static func freePorts(_ count: Int) throws -> [Int] {
    var descriptors: [Int32] = []
    defer { for descriptor in descriptors { close(descriptor) } }
    var ports: [Int] = []
    for _ in 0..<count {
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
      descriptors.append(descriptor)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
          bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
        }
      }
      guard bound else { throw POSIXError(.EADDRINUSE) }
      ports.append(Int(UInt16(bigEndian: address.sin_port)))
    }
    return ports
  }

  @Test func theShellExamplesRunTopToBottomInOneShell() throws {
    let readme = try String(
      contentsOf: AppRegistry.root.appendingPathComponent("README.md"), encoding: .utf8)
    let free = try Self.freePorts(2)
    let ports = ["8080": free[0], "8090": free[1]]
    let script = ReadmeScript(
      readme: readme, binDirectory: BuiltProducts.directory.path, ports: ports)
    #expect(script.unusedSkips.isEmpty, "skips that match no README line: \(script.unusedSkips)")
    #expect(script.commandCount >= 25, "\(script.text)")
    #expect(readme.contains("--http 8090") && readme.contains("--port 8080"))

    let server = try FixtureServer()
    let scratch = try ScratchDirectory()
    let home = scratch.path("home")
    let runtime = scratch.path("run")
    for folder in [home, runtime] {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
    try Data(script.text.utf8).write(to: URL(fileURLWithPath: scratch.path("readme.sh")))
    // Run from the scratch folder, in a session of its own so that what it leaves running
    // (the services, the fixture server it starts) is stopped with it.
    let url = server.url.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    let run = try CommandRun.run(
      program: "/usr/bin/setsid",
      [
        "/bin/bash", "-c",
        "cd \"$1\" && bash ./readme.sh; status=$?; kill -- -$$ 2>/dev/null; exit $status",
        "readme", scratch.url.path,
      ],
      environment: [
        "PATH": BuiltProducts.directory.path + ":/usr/bin:/bin", "HOME": home,
        "XDG_RUNTIME_DIR": runtime, "XDG_CONFIG_HOME": home + "/.config",
        "XDG_DATA_HOME": home + "/.local/share", "XDG_STATE_HOME": home + "/.local/state",
        "XDG_CACHE_HOME": home + "/.cache", "TZ": "UTC",
        "TODOS_BASE_URL": url, "DADJOKES_BASE_URL": url, "VOTES_BASE_URL": url,
        "CONGRESS_BASE_URL": url,
      ], timeout: 600)
    #expect(run.stdout.contains("README examples: done"), "\(run.stderr)\n\(script.text)")
    #expect(!run.stderr.contains("README example failed"), "\(run.stderr)")
  }
}
