import Foundation

/// Debian's `chromium`, headless, as the picture tests run it: a screenshot of a file as a PNG,
/// or the DOM of a page once it has loaded. Each run has its own profile folder; a missing
/// Chromium fails the test (`.ci/run` installs it), it never skips.
///
/// The flags are what works as root in a container: no sandbox (it needs user namespaces), no
/// GPU, the new headless mode; `--default-background-color=00000000` keeps what the page does
/// not paint transparent, so a rounded corner reads as alpha 0; a device scale of 2 makes the
/// 7.5-point cells whole pixels. The time limit is generous, for a loaded 2-core machine.
enum HeadlessChromium {
  /// Seconds one Chromium run may take.
  static let timeout: TimeInterval = 180

  /// One Chromium at a time, whichever suite asks: a browser is the heaviest thing the tests
  /// start, and the other end-to-end tests share the machine's two cores.
  private static let gate = NSLock()

  /// The pixels per CSS pixel of a screenshot.
  static let scale = 2

  static var program: String {
    for candidate in ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
    where FileManager.default.isExecutableFile(atPath: candidate) {
      return candidate
    }
    return "/usr/bin/chromium"
  }

  /// The screenshot of `file` in a window of `width` × `height` CSS pixels; with `dark`, the
  /// page is told the reader prefers a dark colour scheme.
  static func screenshot(
    _ file: URL, width: Int, height: Int, dark: Bool = false, scratch: ScratchDirectory
  ) throws -> PNGImage {
    let output = scratch.url.appendingPathComponent(
      file.deletingPathExtension().lastPathComponent + "-\(UUID().uuidString).png")
    gate.lock()
    defer { gate.unlock() }
    let run = try CommandRun.run(
      program: program,
      common(scratch) + [
        "--force-device-scale-factor=\(scale)", "--hide-scrollbars",
        "--default-background-color=00000000", "--window-size=\(width),\(height)",
        "--screenshot=\(output.path)", file.absoluteString,
      ] + (dark ? ["--force-dark-mode"] : []), environment: environment(scratch), timeout: timeout)
    guard let data = try? Data(contentsOf: output) else {
      throw ChromiumError(message: "no screenshot (status \(run.status)): \(run.stderr)")
    }
    return try PNGImage(data: data)
  }

  /// The DOM of `file` after it has loaded and its timers have run (a virtual time budget).
  static func dumpDOM(_ file: URL, scratch: ScratchDirectory) throws -> String {
    gate.lock()
    defer { gate.unlock() }
    let run = try CommandRun.run(
      program: program,
      common(scratch) + ["--virtual-time-budget=3000", "--dump-dom", file.absoluteString],
      environment: environment(scratch), timeout: timeout)
    guard run.status == 0, !run.stdout.isEmpty else {
      throw ChromiumError(message: "no DOM (status \(run.status)): \(run.stderr)")
    }
    return run.stdout
  }

  private static func common(_ scratch: ScratchDirectory) -> [String] {
    [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--disable-extensions", "--disable-background-networking", "--mute-audio",
      "--user-data-dir=\(scratch.path("chromium-\(UUID().uuidString)"))",
    ]
  }

  private static func environment(_ scratch: ScratchDirectory) -> [String: String] {
    ["HOME": scratch.path("home"), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
  }

  struct ChromiumError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}

/// A page that records what a picture must never do: an error (a failed load: an injected
/// `<img src=x>`), a script's `alert`, a navigation or a change of title or location. Once the
/// page has loaded it writes what it saw into `data-hook` on the root element, as
/// `EVENTS|TITLE|HASH`, for ``HeadlessChromium/dumpDOM(_:scratch:)`` to read.
enum ScriptDetectionHook {
  static let script = """
    <script>
    window.__events = [];
    addEventListener('error', function (e) {
      __events.push('error:' + (e.message || (e.target && e.target.tagName)));
    }, true);
    window.alert = function (m) { __events.push('alert:' + m); };
    addEventListener('beforeunload', function () { __events.push('navigate'); });
    addEventListener('hashchange', function () { __events.push('hashchange'); });
    addEventListener('load', function () {
      setTimeout(function () {
        document.documentElement.setAttribute('data-hook',
          JSON.stringify(__events) + '|' + document.title + '|' + location.hash);
      }, 0);
    });
    </script>
    """

  /// What a quiet page writes: no event, its own title, no hash.
  static func quiet(title: String) -> String {
    "data-hook=\"[]|\(title)|\""
  }

  /// An HTML widget with the hook first in its head and its policy taken out, so that the test
  /// checks the escaping itself: were any text taken for markup, it would run.
  static func harness(html document: String) -> String {
    var page = document.replacingOccurrences(
      of: #"<meta http-equiv="Content-Security-Policy"[^>]*>"#, with: "",
      options: .regularExpression)
    if let head = page.range(of: "<head>") {
      page.insert(contentsOf: "\n" + script, at: head.upperBound)
    }
    return page
  }

  /// An SVG widget inline in an HTML page with the hook.
  static func harness(svg document: String) -> String {
    let element = document.replacingOccurrences(
      of: #"<\?xml[^>]*\?>"#, with: "", options: .regularExpression)
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>Widget</title>
      \(script)
      </head><body style="margin:0">
      \(element)
      </body></html>
      """
  }
}
