import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Headless Chromium (`/usr/bin/chromium`, Debian's `chromium`) driven over the DevTools
/// protocol on `--remote-debugging-pipe`: JSON messages ended by a NUL, in on descriptor 3,
/// out on 4. A test opens a page, asks it questions (`Runtime.evaluate`) until the answer
/// it waits for comes, and takes screenshots; no wall-clock race with the page.
final class Chromium {
  static let path = "/usr/bin/chromium"

  private let child: ChildProcess
  private let toBrowser: Int32
  private let fromBrowser: Int32
  private var buffer = Data()
  private var lastID = 0
  private var session: String?

  /// Starts the browser with its profile in `profile`; throws when it is not installed.
  init(profile: String) throws {
    guard FileManager.default.isExecutableFile(atPath: Self.path) else {
      throw POSIXError(.ENOENT)
    }
    var input: [Int32] = [0, 0]
    var output: [Int32] = [0, 0]
    guard pipe(&input) == 0, pipe(&output) == 0 else { throw POSIXError(.EMFILE) }
    for end in input + output { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    child = try ChildProcess(
      Self.path,
      [
        "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--remote-debugging-pipe", "--user-data-dir=\(profile)", "about:blank",
      ], environment: ["HOME": profile, "PATH": "/usr/bin:/bin"],
      descriptors: [3: input[0], 4: output[1]])
    close(input[0])
    close(output[1])
    toBrowser = input[1]
    fromBrowser = output[0]
  }

  deinit {
    close(toBrowser)
    close(fromBrowser)
    child.wait(upTo: 5)
  }

  /// Opens `url` in a new page and attaches to it.
  func open(_ url: String) throws {
    let target = try call("Target.createTarget", ["url": url], session: nil)
    guard let id = target["targetId"] as? String else { throw POSIXError(.EPROTO) }
    let attached = try call(
      "Target.attachToTarget", ["targetId": id, "flatten": true], session: nil)
    session = attached["sessionId"] as? String
  }

  /// The value of `expression` in the page (a string, number or boolean).
  func evaluate(_ expression: String) throws -> Any? {
    let result = try call(
      "Runtime.evaluate", ["expression": expression, "returnByValue": true], session: session)
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Asks `expression` until `done` says yes, at most `seconds`; the last answer.
  func wait(
    for expression: String, within seconds: Double = 30, until done: (Any?) -> Bool
  ) throws -> Any? {
    let end = Date().addingTimeInterval(seconds)
    var value = try evaluate(expression)
    while !done(value), Date() < end {
      Thread.sleep(forTimeInterval: 0.05)
      value = try evaluate(expression)
    }
    return value
  }

  /// A PNG of the page.
  func screenshot() throws -> Data {
    let result = try call("Page.captureScreenshot", ["format": "png"], session: session)
    return (result["data"] as? String).flatMap { Data(base64Encoded: $0) } ?? Data()
  }

  /// Closes the browser and waits (at most 10 s) for it to end.
  func quit() {
    _ = try? send("Browser.close", [:], session: nil)
    child.wait(upTo: 10)
  }

  private func send(_ method: String, _ parameters: [String: Any], session: String?) throws -> Int {
    lastID += 1
    var message: [String: Any] = ["id": lastID, "method": method, "params": parameters]
    if let session { message["sessionId"] = session }
    var bytes = try JSONSerialization.data(withJSONObject: message)
    bytes.append(0)
    let written = bytes.withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
    guard written == bytes.count else { throw POSIXError(.EPIPE) }
    return lastID
  }

  /// Sends a command and waits (at most 30 s) for its result.
  private func call(_ method: String, _ parameters: [String: Any], session: String?) throws
    -> [String: Any]
  {
    let id = try send(method, parameters, session: session)
    let end = Date().addingTimeInterval(30)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      while let nul = buffer.firstIndex(of: 0) {
        let message = buffer[buffer.startIndex..<nul]
        buffer = Data(buffer[(nul + 1)...])
        guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any],
          object["id"] as? Int == id
        else { continue }
        if object["error"] != nil { throw POSIXError(.EPROTO) }
        return object["result"] as? [String: Any] ?? [:]
      }
      var ready = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
      let left = end.timeIntervalSinceNow
      guard left > 0, poll(&ready, 1, Int32(left * 1000) + 1) > 0 else {
        throw POSIXError(.ETIMEDOUT)
      }
      let count = read(fromBrowser, &chunk, chunk.count)
      guard count > 0 else { throw POSIXError(.EPIPE) }
      buffer.append(contentsOf: chunk[..<count])
    }
  }
}
