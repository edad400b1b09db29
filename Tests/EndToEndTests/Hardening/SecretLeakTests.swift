import Foundation
import Testing

/// Secrets an app holds never reach stderr, stdout, a file name or a file's contents: an API
/// key a server echoes back in an error body, a password in a base URL.
@Suite(.serialized) struct SecretLeakTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer(["--clerk-year", "2026"])
    scratch = try ScratchDirectory()
  }

  /// Nothing under the state and cache folders names or holds `secret`; files are 0600 in
  /// 0700 folders.
  func expectNoSecretOnDisk(_ secret: String) throws {
    let files = scratch.files()
    #expect(!files.isEmpty)
    for file in files {
      #expect(!file.path.contains(secret), "\(file.path)")
      #expect(!String(decoding: file.data, as: UTF8.self).contains(secret), "\(file.path)")
      let path = scratch.url.appendingPathComponent(file.path).path
      let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(mode == 0o600, "\(file.path) has mode \(String(mode ?? 0, radix: 8))")
    }
  }

  @Test func anEchoedAPIKeyIsRedacted() throws {
    try server.setFaults("fault=echo-key")
    let key = "k3y-\(UUID().uuidString)"
    let url = server.url.absoluteString
    for arguments in [["list"], ["widget", "--reload"]] {
      let run = try AppUnderTest.votes.run(
        ["--source", "congress-gov"] + arguments, baseURL: url, scratch: scratch,
        extra: ["CONGRESS_API_KEY": key])
      #expect(run.stderr.contains("[redacted]"), "\(run.stderr)")
      #expect(!run.stderr.contains(key))
      #expect(!run.stdout.contains(key))
    }
    try expectNoSecretOnDisk(key)
  }

  @Test(arguments: AppUnderTest.all)
  func aBaseURLPasswordNeverLeaks(_ app: AppUnderTest) throws {
    let password = "hunter2-\(app.name)"
    let port = server.url.port ?? 0
    let url = "http://ada:\(password)@127.0.0.1:\(port)"
    // A good draw stores a timeline and caches the responses…
    let good = try app.run(["widget"], baseURL: url, scratch: scratch)
    #expect(good.status == 0, "\(good.stderr)")
    // …then a failing server is quoted on stderr and in the stored failure.
    try server.setFaults("fault=500")
    let failed = try app.run(["widget", "--reload"], baseURL: url, scratch: scratch)
    #expect(failed.stderr.contains("127.0.0.1:\(port)"), "\(failed.stderr)")
    // A bad base URL is quoted in the usage error.
    let usage = try app.run(["widget"], baseURL: url + ":99999", scratch: scratch)
    #expect(usage.status == 64)
    for run in [good, failed, usage] {
      #expect(!run.stderr.contains(password), "\(run.stderr)")
      #expect(!run.stdout.contains(password))
      #expect(!run.stderr.contains("ada"), "\(run.stderr)")
    }
    try expectNoSecretOnDisk(password)
  }
}
