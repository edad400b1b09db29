import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Headless Chromium (`/usr/bin/chromium`, Debian's `chromium`), the one browser driver of the
/// end-to-end tests: the pictures' screenshots, the hostile pictures' DOM and the board's
/// pages, its live updates and its accessibility tree.
///
/// Driven over the DevTools protocol on `--remote-debugging-pipe` (JSON messages ended by a
/// NUL, in on descriptor 3, out on 4; ``ChildProcess`` passes the two descriptors, which
/// Foundation's `Process` cannot). A test opens a page, asks it questions until the answer it
/// waits for comes, and takes screenshots: no wall-clock race with the page. Each browser has
/// its own profile folder; a missing Chromium fails the test (`.ci/run` installs it), it never
/// skips.
final class Chromium {
  static let path = "/usr/bin/chromium"

  /// The pixels per CSS pixel of a screenshot: 2, as a phone draws a widget.
  static let scale = 2

  /// The flags that make a page render the same at every run: no GPU (software Skia), no
  /// CPU-specific Skia paths, no hinting, no subpixel (LCD) text, colours in sRGB whatever the
  /// machine's profile, no scroll bars. No sandbox: it needs user namespaces, which a container
  /// run as root does not give. (What a page leaves unpainted is made transparent per page, by
  /// ``load(_:width:height:dark:)``: `--default-background-color=00000000` with a device
  /// metrics override crashes Chromium 156's renderer.)
  static let reproducible = [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-skia-runtime-opts",
    "--font-render-hinting=none", "--disable-lcd-text", "--force-color-profile=srgb",
    "--hide-scrollbars", "--force-device-scale-factor=\(scale)", "--no-first-run",
    "--disable-extensions", "--disable-background-networking", "--disable-sync", "--mute-audio",
  ]

  /// One browser at a time, whichever suite asks: a browser is the heaviest thing the tests
  /// start, and the other end-to-end tests share the machine's two cores.
  private static let gate = DispatchSemaphore(value: 1)

  private let child: ChildProcess
  let toBrowser: Int32
  let fromBrowser: Int32
  /// What has been read from the browser and not yet taken: a message's start.
  var buffer = Data()
  /// The events read while waiting for an answer, oldest first, for ``event(_:within:)``.
  var events: [[String: Any]] = []
  var lastID = 0
  /// The attached page's session.
  var session: String?
  /// Whether the browser still runs (and holds the gate).
  private var running = true

  /// Starts the browser with its profile in `profile`, and holds the gate until ``quit()``;
  /// throws when it is not installed.
  init(profile: String) throws {
    guard FileManager.default.isExecutableFile(atPath: Self.path) else {
      throw ChromiumError(message: "\(Self.path) is not installed (apt-get install chromium)")
    }
    var input: [Int32] = [0, 0]
    var output: [Int32] = [0, 0]
    guard pipe(&input) == 0, pipe(&output) == 0 else { throw POSIXError(.EMFILE) }
    for end in input + output { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    Self.gate.wait()
    do {
      child = try ChildProcess(
        Self.path,
        Self.reproducible + [
          "--remote-debugging-pipe", "--user-data-dir=\(profile)", "about:blank",
        ], environment: ["HOME": profile, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"],
        descriptors: [3: input[0], 4: output[1]])
    } catch {
      Self.gate.signal()
      for end in input + output { close(end) }
      throw error
    }
    close(input[0])
    close(output[1])
    toBrowser = input[1]
    fromBrowser = output[0]
  }

  deinit {
    quit()
    close(toBrowser)
    close(fromBrowser)
  }

  /// A browser with its profile in a new folder of `scratch`; `body` uses it, then it quits.
  static func with<Result>(
    _ scratch: ScratchDirectory, _ body: (Chromium) throws -> Result
  ) throws -> Result {
    let profile = scratch.path("chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
    let browser = try Chromium(profile: profile)
    defer { browser.quit() }
    return try body(browser)
  }

  /// Opens `url` in a new page and attaches to it; the page loads as the browser's window is.
  func open(_ url: String) throws {
    let target = try call("Target.createTarget", ["url": url], session: nil)
    guard let id = target["targetId"] as? String else { throw POSIXError(.EPROTO) }
    let attached = try call(
      "Target.attachToTarget", ["targetId": id, "flatten": true], session: nil)
    session = attached["sessionId"] as? String
  }

  /// Opens `file` in a new page of `width` × `height` CSS pixels (at ``scale``), what it does
  /// not paint transparent (so a rounded corner reads as alpha 0), told the reader prefers a
  /// dark colour scheme when `dark` (a light one otherwise), and waits (failure limits only) until it
  /// has loaded, its fonts are ready and it has painted twice.
  func load(_ file: URL, width: Int, height: Int, dark: Bool = false) throws {
    try open("about:blank")
    _ = try call("Page.enable", [:], session: session)
    _ = try call(
      "Emulation.setDeviceMetricsOverride",
      ["width": width, "height": height, "deviceScaleFactor": Self.scale, "mobile": false],
      session: session)
    _ = try call(
      "Emulation.setDefaultBackgroundColorOverride",
      ["color": ["r": 0, "g": 0, "b": 0, "a": 0]], session: session)
    let scheme = dark ? "dark" : "light"
    _ = try call(
      "Emulation.setEmulatedMedia",
      ["features": [["name": "prefers-color-scheme", "value": scheme]]], session: session)
    events.removeAll()
    _ = try call("Page.navigate", ["url": file.absoluteString], session: session, within: 120)
    _ = try event("Page.loadEventFired", within: 120)
    let settled = try call(
      "Runtime.evaluate",
      [
        "expression": """
        (document.fonts ? document.fonts.ready : Promise.resolve()).then(() => new Promise(
          done => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))))
        """,
        "awaitPromise": true, "returnByValue": true,
      ], session: session, within: 120)
    guard (settled["result"] as? [String: Any])?["value"] as? Bool == true else {
      throw ChromiumError(message: "\(file.lastPathComponent) never settled: \(settled)")
    }
  }

  /// A PNG of the page's window, as Chromium encodes it.
  func screenshot() throws -> Data {
    let result = try call(
      "Page.captureScreenshot", ["format": "png"], session: session, within: 120)
    guard let data = (result["data"] as? String).flatMap({ Data(base64Encoded: $0) }) else {
      throw ChromiumError(message: "no screenshot")
    }
    return data
  }

  /// Closes the browser, waits (at most 10 s) for it to end and lets the next one start.
  func quit() {
    guard running else { return }
    running = false
    _ = try? send("Browser.close", [:], session: nil)
    child.wait(upTo: 10)
    Self.gate.signal()
  }
}

/// What went wrong with the browser.
struct ChromiumError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// A DevTools command answered with an error.
struct DevToolsFailure: Error, CustomStringConvertible {
  var method: String
  var message: String
  var description: String { "\(method): \(message)" }
}
