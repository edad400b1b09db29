import Foundation
import Testing

/// `votes refresh --notify`: one desktop notification per new roll call, over D-Bus (a private
/// session bus from dbus-run-session) to a small notification server written with
/// dbus-python that records what it is asked to show.
@Suite struct NotificationTests {
  /// A notification server on the session bus that writes each Notify call as a JSON line.
  static let server = """
    import json, sys
    import dbus, dbus.service, dbus.mainloop.glib
    from gi.repository import GLib
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    log = open(sys.argv[1], "a")
    class Notifications(dbus.service.Object):
        count = 0
        @dbus.service.method("org.freedesktop.Notifications", in_signature="susssasa{sv}i", out_signature="u")
        def Notify(self, app, replaces, icon, summary, body, actions, hints, timeout):
            Notifications.count += 1
            number = int(replaces) or 100 + Notifications.count
            if "open" in [str(action) for action in actions]:
                # The user clicks "Open" a moment later.
                GLib.timeout_add(300, lambda: self.click(number))
            log.write(json.dumps({"app": str(app), "replaces": int(replaces), "summary": str(summary),
                "actions": [str(action) for action in actions],
                "body": str(body), "urgency": int(hints.get("urgency", -1)),
                "entry": str(hints.get("desktop-entry", "")), "id": number}) + "\\n")
            log.flush()
            return number
        def click(self, number):
            self.ActionInvoked(number, "open")
            self.NotificationClosed(number, 2)
            return False
        @dbus.service.signal("org.freedesktop.Notifications", signature="us")
        def ActionInvoked(self, number, key):
            pass
        @dbus.service.signal("org.freedesktop.Notifications", signature="uu")
        def NotificationClosed(self, number, reason):
            pass
        @dbus.service.method("org.freedesktop.Notifications", out_signature="as")
        def GetCapabilities(self):
            return ["body", "body-markup", "actions"]
        @dbus.service.method("org.freedesktop.Notifications", out_signature="ssss")
        def GetServerInformation(self):
            return ("e2e", "widgets-for-linux", "1", "1.2")
        @dbus.service.method("org.freedesktop.Notifications", in_signature="u")
        def CloseNotification(self, number):
            pass
    bus = dbus.SessionBus()
    name = dbus.service.BusName("org.freedesktop.Notifications", bus)
    Notifications(bus, "/org/freedesktop/Notifications")
    print("ready", flush=True)
    GLib.MainLoop().run()
    """

  @Test func aNewRollCallIsAnnouncedOnceAndReplacesTheLastNotification() throws {
    let placed = try PlacedApp(.votes)
    _ = try placed.run(["status"])
    // The question carries markup and a would-be option: both reach the server as text.
    try placed.server.setFaults("fault=markup-text")
    let scratch = placed.scratch
    let serverFile = scratch.path("server.py")
    let log = scratch.path("notifications.jsonl")
    try Self.server.write(toFile: serverFile, atomically: true, encoding: .utf8)
    let exports = placed.environment.map { "export \($0.key)='\($0.value)'" }
      .joined(separator: "; ")
    let votes = BuiltProducts.executable("votes").path
    let announced = scratch.path("state") + "/announced.json"
    let session = """
      set -u
      \(exports)
      /usr/bin/python3 '\(serverFile)' '\(log)' > '\(scratch.path("ready"))' 2>&1 &
      for _ in $(seq 100); do grep -q ready '\(scratch.path("ready"))' && break; sleep 0.1; done
      '\(votes)' refresh --notify; echo "first $?"
      '\(votes)' refresh --notify --force; echo "same $?"
      sed -i 's/"announcement":"[^"]*"/"announcement":"older"/' '\(announced)'
      '\(votes)' refresh --notify --force; echo "newer $?"
      kill %1
      """
    let run = try GenerateTests.tool("dbus-run-session", ["--", "bash", "-c", session])
    for step in ["first 0", "same 0", "newer 0"] {
      #expect(run.stdout.contains(step + "\n"), "\(step): \(run.stdout)\(run.stderr)")
    }
    #expect(run.stderr.contains("votes: notified: House vote: H RES 580 Failed"), "\(run.stderr)")
    let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2, "one notification per new roll call: \(lines)")
    let first = try StatusFormatTests.object(String(try #require(lines.first)))
    #expect(first["app"] as? String == "Votes")
    #expect(first["summary"] as? String == "House vote: H RES 580 Failed")
    // The body is the widget's spoken summary, its network text escaped.
    #expect(
      (first["body"] as? String)?.hasPrefix("Latest House vote, roll ") == true, "\(first)")
    #expect((first["body"] as? String)?.contains("Failed, 196 to 223.") == true, "\(first)")
    #expect(
      (first["body"] as? String)?.contains("&lt;/span&gt;&amp;&lt;b&gt;#{%{A1:rm -rf ~:}") == true)
    #expect(first["urgency"] as? Int == 1)
    #expect(first["actions"] as? [String] == [], "a one-shot refresh cannot wait for a click")
    #expect(first["entry"] as? String == "votes")
    #expect(first["replaces"] as? Int == 0)
    let second = try StatusFormatTests.object(String(try #require(lines.last)))
    #expect(second["replaces"] as? Int == first["id"] as? Int, "it replaces the last one")
  }

  @Test func withoutASessionBusTheRefreshSaysSoAndSucceeds() throws {
    let placed = try PlacedApp(.votes)
    _ = try placed.run(["status"])
    var environment = placed.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    let run = try CommandRun.run("votes", ["refresh", "--notify"], environment: environment)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(": reloaded (no timeline yet)"))
    #expect(
      run.stderr == "votes: cannot notify: no session bus: DBUS_SESSION_BUS_ADDRESS is not set\n",
      "\(run.stderr)")
  }

  @Test func theServicesNotificationOpensTheVoteWhenClicked() throws {
    let placed = try PlacedApp(.votes)
    _ = try placed.run(["status"])
    let scratch = placed.scratch
    try Self.server.write(toFile: scratch.path("server.py"), atomically: true, encoding: .utf8)
    // xdg-open stand-in, first on PATH: it records what it was asked to open.
    let bin = scratch.path("bin")
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    let opened = scratch.path("opened")
    try ExecutableFile.write(
      "#!/bin/sh\nprintf '%s\\n' \"$@\" >> '\(opened)'\n", to: bin + "/xdg-open")
    let exports = placed.environment.map { "export \($0.key)='\($0.value)'" }
      .joined(separator: "; ")
    let votes = BuiltProducts.executable("votes").path
    let log = scratch.path("notifications.jsonl")
    let session = """
      \(exports)
      /usr/bin/python3 '\(scratch.path("server.py"))' '\(log)' > '\(scratch.path("ready"))' 2>&1 &
      for _ in $(seq 100); do grep -q ready '\(scratch.path("ready"))' && break; sleep 0.1; done
      PATH='\(bin)':/usr/bin:/bin '\(votes)' service --notify 2> '\(scratch.path("service.log"))' &
      for _ in $(seq 200); do [ -s '\(opened)' ] && break; sleep 0.1; done
      kill %2; wait %2; echo "service $?"
      kill %1
      """
    let run = try GenerateTests.tool("dbus-run-session", ["--", "bash", "-c", session])
    #expect(run.stdout.contains("service 0\n"), "\(run.stdout)\(run.stderr)")
    let notified = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    let first = try StatusFormatTests.object(String(try #require(notified.first)))
    #expect(first["actions"] as? [String] == ["open", "Open"])
    let links = (try? String(contentsOfFile: opened, encoding: .utf8)) ?? ""
    #expect(links == "votes://vote/119/2/195\n", "\(links)")
  }
}
