import Foundation

/// The real xfce4-panel with one Generic Monitor (xfce4-genmon-plugin) under Xvfb, in a
/// ``HostSession``: a white panel 32 pixels high across the top of a 640 × 120 screen, the
/// plugin alone on it, running `command` every `period` milliseconds.
///
/// The configuration is written for the test into the session's `XDG_CONFIG_HOME`: xfconf's
/// channel file for the panel (xfconfd, started on the session bus when the panel asks, reads
/// it) and the plugin's `genmon-1.rc`, as the panel's dialogs would write them.
struct XfcePanel {
  static let screenWidth = 640
  static let screenHeight = 120
  static let panelHeight = 32
  static let background = PNGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)

  let session: HostSession
  /// `DISPLAY` of the Xvfb server.
  let display: String
  let panel: Running

  /// Starts Xvfb (waiting, at most 60 s, for it to say which display it took: `-displayfd`)
  /// and the panel on it, with `environment` (the app's) added to the panel's: the plugin's
  /// command inherits it.
  init(
    in session: HostSession, command: String, period: Int = 1_000,
    environment: [String: String]
  ) throws {
    self.session = session
    try Self.requireGenmon()
    let config = session.scratch.path("session/config/xfce4")
    for folder in ["xfconf/xfce-perchannel-xml", "panel"] {
      try FileManager.default.createDirectory(
        atPath: config + "/" + folder, withIntermediateDirectories: true)
    }
    try Self.channel.write(
      toFile: config + "/xfconf/xfce-perchannel-xml/xfce4-panel.xml", atomically: true,
      encoding: .utf8)
    try """
    Command=\(command)
    UseLabel=0
    Text=
    UpdatePeriod=\(period)
    Font=DejaVu Sans 12

    """.write(toFile: config + "/panel/genmon-1.rc", atomically: true, encoding: .utf8)
    let server = try session.start(
      "Xvfb", package: "xvfb",
      [
        "-displayfd", "1", "-screen", "0", "\(Self.screenWidth)x\(Self.screenHeight)x24",
        "-nolisten", "tcp",
      ])
    _ = server.wait(within: 60) { stdout, _ in stdout.contains("\n") }
    let number = server.soFar.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !number.isEmpty, number.allSatisfy(\.isNumber) else {
      throw HostProgram.Failure(description: "Xvfb took no display: \(server.soFar.stderr)")
    }
    display = ":" + number
    // No window manager runs: the panel would wait for one.
    panel = try session.start(
      "xfce4-panel", package: "xfce4-panel", ["--disable-wm-check"],
      extra: environment.merging(["DISPLAY": display]) { _, new in new })
  }

  /// Throws unless the genmon plugin is installed (the panel would show an empty panel).
  static func requireGenmon() throws {
    let entry = "/usr/share/xfce4/panel/plugins/genmon.desktop"
    guard FileManager.default.fileExists(atPath: entry) else {
      throw HostProgram.missing("the genmon plugin", package: "xfce4-genmon-plugin")
    }
  }

  /// A screenshot of the whole screen (`xwd -root`).
  func screenshot() throws -> PNGImage {
    let file = session.scratch.path("screen.xwd")
    let run = try session.run(
      "xwd", package: "x11-apps", ["-root", "-silent", "-out", file], extra: ["DISPLAY": display])
    guard run.status == 0, let data = FileManager.default.contents(atPath: file) else {
      throw HostProgram.Failure(description: "xwd failed (\(run.status)): \(run.stderr)")
    }
    return try PNGImage(xwd: data)
  }

  /// The panel's xfconf channel: one panel at the top, solid white, with plugin 1 the genmon.
  static let channel = """
    <?xml version="1.0" encoding="UTF-8"?>
    <channel name="xfce4-panel" version="1.0">
      <property name="configver" type="int" value="2"/>
      <property name="panels" type="array">
        <value type="int" value="1"/>
        <property name="panel-1" type="empty">
          <property name="position" type="string" value="p=6;x=0;y=0"/>
          <property name="position-locked" type="bool" value="true"/>
          <property name="length" type="uint" value="100"/>
          <property name="size" type="uint" value="\(panelHeight)"/>
          <property name="background-style" type="uint" value="1"/>
          <property name="background-rgba" type="array">
            <value type="double" value="1"/>
            <value type="double" value="1"/>
            <value type="double" value="1"/>
            <value type="double" value="1"/>
          </property>
          <property name="plugin-ids" type="array">
            <value type="int" value="1"/>
          </property>
        </property>
      </property>
      <property name="plugins" type="empty">
        <property name="plugin-1" type="string" value="genmon"/>
      </property>
    </channel>

    """
}
