import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Headless Chromium (`/usr/bin/chromium`, Debian's `chromium`) driven over the DevTools
/// protocol on `--remote-debugging-pipe`: JSON messages ended by a NUL, in on descriptor 3,
/// out on 4. A test opens a page, asks it questions (`Runtime.evaluate`) until the answer
/// it waits for comes, and takes screenshots; no wall-clock race with the page, and no
/// polling: a question after the first waits in the page for its answer to change.
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

  /// Asks `expression` until `done` says yes, at most `seconds` (a failure limit); the last
  /// answer. After the first answer, each question waits in the page (a `MutationObserver`)
  /// until the DOM has changed the answer, and only then comes back.
  func wait(
    for expression: String, within seconds: Double = 30, until done: (Any?) -> Bool
  ) throws -> Any? {
    let end = Date().addingTimeInterval(seconds)
    var answer = try self.answer(expression, changedFrom: nil, within: seconds)
    while !done(answer.value) {
      let left = end.timeIntervalSinceNow
      guard left > 0 else { break }
      do {
        answer = try self.answer(expression, changedFrom: answer.key, within: left)
      } catch let failure as DevToolsFailure where failure.message.contains("context") {
        // The page navigated away under the question ("Execution context was destroyed"):
        // ask the new page at once.
        answer = try self.answer(expression, changedFrom: nil, within: left)
      }
    }
    return answer.value
  }

  /// The value of `expression` and its JSON text, once that text is not `previous` (at once
  /// when `previous` is `nil`), or as it is after `seconds`.
  private func answer(_ expression: String, changedFrom previous: String?, within seconds: Double)
    throws -> (value: Any?, key: String)
  {
    let before = try previous.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
    let script = """
      new Promise(resolve => {
        const read = () => {
          let value;
          try { value = (\(expression)); } catch (error) { value = undefined; }
          return { value, key: JSON.stringify(value) ?? 'undefined' };
        };
        const before = \(before ?? "null");
        const first = read();
        if (first.key !== before) { resolve(first); return; }
        const observer = new MutationObserver(() => {
          const now = read();
          if (now.key !== before) { observer.disconnect(); clearTimeout(limit); resolve(now); }
        });
        const limit = setTimeout(() => {
          observer.disconnect();
          resolve(read());
        }, \(Int(seconds * 1000)));
        const all = { subtree: true, childList: true, attributes: true, characterData: true };
        observer.observe(document, all);
      })
      """
    let result = try call(
      "Runtime.evaluate", ["expression": script, "returnByValue": true, "awaitPromise": true],
      session: session, within: seconds + 30)
    let answer = (result["result"] as? [String: Any])?["value"] as? [String: Any]
    return (answer?["value"], answer?["key"] as? String ?? "undefined")
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

  /// Sends a command and waits (at most `seconds`) for its result.
  private func call(
    _ method: String, _ parameters: [String: Any], session: String?, within seconds: Double = 30
  ) throws -> [String: Any] {
    let id = try send(method, parameters, session: session)
    let end = Date().addingTimeInterval(seconds)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      while let nul = buffer.firstIndex(of: 0) {
        let message = buffer[buffer.startIndex..<nul]
        buffer = Data(buffer[(nul + 1)...])
        guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any],
          object["id"] as? Int == id
        else { continue }
        if let error = object["error"] as? [String: Any] {
          throw DevToolsFailure(method: method, message: error["message"] as? String ?? "")
        }
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

/// A DevTools command answered with an error.
struct DevToolsFailure: Error, CustomStringConvertible {
  var method: String
  var message: String
  var description: String { "\(method): \(message)" }
}
