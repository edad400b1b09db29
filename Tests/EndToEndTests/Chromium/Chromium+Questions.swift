import Foundation

/// Questions to the attached page, in its JavaScript.
extension Chromium {
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
}

/// One-page runs, each in a browser of its own: what the picture tests ask.
extension Chromium {
  /// A screenshot of `file` in a window of `width` × `height` CSS pixels: the PNG as Chromium
  /// wrote it and its pixels.
  static func screenshot(
    _ file: URL, width: Int, height: Int, dark: Bool = false, scratch: ScratchDirectory
  ) throws -> (png: Data, image: PNGImage) {
    let png = try with(scratch) { browser in
      try browser.load(file, width: width, height: height, dark: dark)
      return try browser.screenshot()
    }
    return (png, try PNGImage(data: png))
  }

  /// The root element of `file` as markup, once the page has set its `attribute` (or after
  /// 30 s, a failure limit, without it).
  static func markup(
    _ file: URL, onceItSets attribute: String, scratch: ScratchDirectory
  ) throws -> String {
    try with(scratch) { browser in
      try browser.open(file.absoluteString)
      _ = try browser.wait(
        for: "document.documentElement.hasAttribute('\(attribute)')", within: 30
      ) { $0 as? Bool == true }
      return try browser.evaluate("document.documentElement.outerHTML") as? String ?? ""
    }
  }
}
