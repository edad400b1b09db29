import Foundation

/// The real sway, headless (wlroots' headless backend, pixman renderer, no input devices), on
/// one 640 × 120 output, running the real waybar with only its `tray` module: a white bar 32
/// pixels high across the top, the tray at its right end. waybar's tray hosts
/// `org.kde.StatusNotifierWatcher` on the session bus of the ``HostSession`` (an unprivileged
/// one: sway refuses to run as root), and draws each item it registers.
struct SwayDesktop {
  static let screenWidth = 640
  static let screenHeight = 120
  static let barHeight = 32
  /// Where the tray draws its items: the bar's right end (waybar packs right modules there).
  static let trayColumns = 480..<640
  static let background = PNGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)

  let session: HostSession
  let sway: Running
  /// `WAYLAND_DISPLAY` of sway's socket.
  let waylandDisplay: String
  /// Where waybar's log goes (its standard output and error).
  let waybarLogFile: String

  /// Starts sway, which starts waybar, and waits (at most 120 s) for the watcher to appear on
  /// the bus (`gdbus wait`, which waits for the name's owner, not on a timer).
  init(in session: HostSession) throws {
    self.session = session
    let folder = session.scratch.path("session/config/desktop")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    // waybar (as nobody) writes its log and pid in the scratch folder, which is nobody's.
    waybarLogFile = session.scratch.path("waybar.log")
    let pidFile = session.scratch.path("waybar.pid")
    let waybar = try HostProgram.path("waybar", package: "waybar")
    try Self.bar.write(toFile: folder + "/waybar.json", atomically: true, encoding: .utf8)
    try Self.style.write(toFile: folder + "/waybar.css", atomically: true, encoding: .utf8)
    // sway's `exec` puts waybar in a session of its own: a stand-in between them notes its
    // pid, so that it ends with ours all the same.
    try ExecutableFile.write(
      """
      #!/bin/sh
      echo $$ > \(pidFile)
      exec \(waybar) -c \(folder)/waybar.json -s \(folder)/waybar.css > \(waybarLogFile) 2>&1

      """, to: folder + "/waybar")
    try """
    xwayland disable
    output * resolution \(Self.screenWidth)x\(Self.screenHeight)
    exec \(folder)/waybar

    """.write(toFile: folder + "/sway", atomically: true, encoding: .utf8)
    sway = try session.start(
      "sway", package: "sway", ["-c", folder + "/sway"],
      extra: [
        "WLR_BACKENDS": "headless", "WLR_RENDERER": "pixman", "WLR_LIBINPUT_NO_DEVICES": "1",
      ])
    let watcher = try session.run(
      "gdbus", package: "libglib2.0-bin",
      ["wait", "--session", "--timeout", "120", "org.kde.StatusNotifierWatcher"])
    guard watcher.status == 0 else {
      throw HostProgram.Failure(
        description: "waybar's tray never hosted the watcher: \(sway.soFar.stderr)"
          + ((try? String(contentsOfFile: waybarLogFile, encoding: .utf8)) ?? ""))
    }
    let waybarPID = (try? String(contentsOfFile: pidFile, encoding: .utf8))
      .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard let waybarPID else {
      throw HostProgram.Failure(description: "waybar's stand-in wrote no pid")
    }
    session.adopt(waybarPID)
    // waybar is up, so sway's socket is there: the one not ending in `.lock`.
    let runtime = try FileManager.default.contentsOfDirectory(
      atPath: session.scratch.path("session/runtime"))
    guard let socket = runtime.first(where: { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") })
    else {
      throw HostProgram.Failure(description: "sway has no socket in \(runtime)")
    }
    waylandDisplay = socket
  }

  /// A screenshot of the output (`grim`), kept as `name`.png among the artifacts; with its
  /// path.
  func screenshot(named name: String) throws -> (image: PNGImage, path: String) {
    let file = session.scratch.path("screen.png")
    let run = try session.run(
      "grim", package: "grim", [file], extra: ["WAYLAND_DISPLAY": waylandDisplay])
    guard run.status == 0, let data = FileManager.default.contents(atPath: file) else {
      throw HostProgram.Failure(description: "grim failed (\(run.status)): \(run.stderr)")
    }
    return (try PNGImage(data: data), HostScreen.keep(data, named: name))
  }

  /// Screenshots until one satisfies `drawn`, as ``HostScreen`` takes them, for at most 60 s
  /// however many that takes (a loaded machine makes each slow, and the bar's paint later); the
  /// last, with the path it is kept at.
  func screenshot(named name: String, until drawn: (PNGImage) -> Bool) throws
    -> (image: PNGImage, path: String)
  {
    var path = ""
    let image = try HostScreen.screenshot(
      tries: .max, within: 60,
      take: {
        let shot = try screenshot(named: name)
        path = shot.path
        return shot.image
      }, until: drawn)
    return (image, path)
  }

  /// Whether the bar is drawn: its white, with nothing on it, left of the tray.
  static func barIsDrawn(in image: PNGImage) -> Bool {
    HostScreen.ink(
      in: image, x: 0..<trayColumns.lowerBound, y: 0..<barHeight, background: background
    )
    .count == 0
  }

  /// What the tray draws: the pixels of its end of the bar that are not the bar's white.
  static func trayInk(in image: PNGImage) -> Int {
    HostScreen.ink(in: image, x: trayColumns, y: 0..<barHeight, background: background).count
  }

  /// What waybar has logged so far (its standard output and error).
  var waybarLog: String {
    (try? String(contentsOfFile: waybarLogFile, encoding: .utf8)) ?? ""
  }

  /// waybar's complaints about a tray item: a warning or an error about a property it could not
  /// read, an item it found invalid, an icon it could not find (not its notes at level
  /// `info`, such as a theme without the icon's name when it draws the pixmap instead), and
  /// any word from GTK about markup.
  var itemComplaints: [String] {
    waybarLog.split(separator: "\n").map(String.init).filter { line in
      let serious = ["[warning]", "[error]", "[critical]"].contains { line.contains($0) }
      let aboutItems = ["tray item", "Item '", "Status Notifier Item", "DBus Proxy"].contains {
        line.contains($0)
      }
      return serious && aboutItems || line.localizedCaseInsensitiveContains("markup")
    }
  }

  /// waybar's configuration: the tray alone, icons of 24 pixels.
  static let bar = """
    {
      "layer": "top", "position": "top", "height": \(barHeight),
      "modules-left": [], "modules-center": [], "modules-right": ["tray"],
      "tray": {"icon-size": 24, "spacing": 4}
    }

    """

  /// waybar's style: a plain white bar.
  static let style = """
    * { border: none; border-radius: 0; min-height: 0; }
    window#waybar { background: #ffffff; }

    """
}
