import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The DevTools protocol's messages: commands with an id and their answers, and events.
extension Chromium {
  /// The most events kept for ``event(_:within:)``; older ones are dropped.
  static let keptEvents = 1_000

  /// Sends `method` with `parameters` (to the page of `session`, or to the browser); its id.
  func send(_ method: String, _ parameters: [String: Any], session: String?) throws -> Int {
    lastID += 1
    var message: [String: Any] = ["id": lastID, "method": method, "params": parameters]
    if let session { message["sessionId"] = session }
    var bytes = try JSONSerialization.data(withJSONObject: message)
    bytes.append(0)
    let written = bytes.withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
    guard written == bytes.count else { throw POSIXError(.EPIPE) }
    return lastID
  }

  /// Sends a command and waits (at most `seconds`, a failure limit) for its result; the events
  /// read meanwhile are kept.
  func call(
    _ method: String, _ parameters: [String: Any], session: String?, within seconds: Double = 30
  ) throws -> [String: Any] {
    let id = try send(method, parameters, session: session)
    let end = Date().addingTimeInterval(seconds)
    while true {
      let object = try message(before: end)
      guard object["id"] as? Int == id else {
        if object["method"] != nil { keep(object) }
        continue
      }
      if let error = object["error"] as? [String: Any] {
        throw DevToolsFailure(method: method, message: error["message"] as? String ?? "")
      }
      return object["result"] as? [String: Any] ?? [:]
    }
  }

  /// Waits (at most `seconds`) for the event `method` of the attached page; its parameters.
  func event(_ method: String, within seconds: Double = 30) throws -> [String: Any] {
    let mine = { (object: [String: Any]) in
      object["method"] as? String == method && object["sessionId"] as? String == self.session
    }
    if let index = events.firstIndex(where: mine) {
      return events.remove(at: index)["params"] as? [String: Any] ?? [:]
    }
    let end = Date().addingTimeInterval(seconds)
    while true {
      let object = try message(before: end)
      if mine(object) { return object["params"] as? [String: Any] ?? [:] }
      if object["method"] != nil { keep(object) }
    }
  }

  private func keep(_ event: [String: Any]) {
    events.append(event)
    if events.count > Self.keptEvents { events.removeFirst(events.count - Self.keptEvents) }
  }

  /// The next whole message from the browser, read by then at the latest.
  private func message(before end: Date) throws -> [String: Any] {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      while let nul = buffer.firstIndex(of: 0) {
        let text = buffer[buffer.startIndex..<nul]
        buffer = Data(buffer[(nul + 1)...])
        if let object = try? JSONSerialization.jsonObject(with: text) as? [String: Any] {
          return object
        }
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
