import AppCommandLine
import DBus
import Foundation

/// Sends desktop notifications to the desktop's notification server,
/// `org.freedesktop.Notifications`, over the session bus of the app's environment (the DBus
/// package: no `notify-send` child): the summary as text, the body escaped for the markup the
/// servers read, the app's desktop entry and a normal urgency as hints, and the previous
/// notification's id so that the new one replaces it.
struct DesktopNotifier: Sendable {
  /// The last announcement sent and the id of its notification, kept in the state folder.
  struct Sent: Codable, Sendable {
    var announcement: String
    var notification: UInt32?
  }

  /// The app whose notifications these are: `votes` (shown as "Votes").
  let app: String
  /// Where `Sent` is kept.
  let stateFile: URL
  /// The app's variables, where `DBUS_SESSION_BUS_ADDRESS` names the session bus.
  let variables: [String: String]

  /// The most characters of a notification's summary and body: no server shows a roll call's
  /// 200 KB question, and the bus would carry it for nothing.
  static let summaryLimit = 200
  static let bodyLimit = 1000

  /// How long the bus and the notification server may take to show a notification.
  static let limit: Duration = .seconds(10)

  /// The notification server's bus name and interface.
  static let server = "org.freedesktop.Notifications"
  /// The notification server's object.
  static let path = (try? ObjectPath("/org/freedesktop/Notifications")) ?? .root

  /// Sends `announcement` unless it is the one sent last; returns what happened, for the log.
  /// Every wait has a deadline: a stuck notification server costs ``limit``.
  ///
  /// - Parameter offersOpen: add an "Open" action that opens the announcement's link with
  ///   `xdg-open` when the user clicks it. Only a long-running service offers it: a thread of
  ///   its own waits for the click (``NotificationActionWaiter``), and a newer notification
  ///   ends the wait.
  func announce(_ announcement: Announcement, offersOpen: Bool = false) -> String? {
    let sent = (try? Data(contentsOf: stateFile)).flatMap {
      try? JSONDecoder().decode(Sent.self, from: $0)
    }
    guard sent?.announcement != announcement.id else { return nil }
    let summary = Self.bounded(announcement.summary, to: Self.summaryLimit)
    let body = Self.bounded(announcement.body, to: Self.bodyLimit)
    let link = offersOpen ? announcement.url : nil
    let id: UInt32
    do throws(DBusError) {
      let bus = try DBusConnection.sessionBus(environment: variables, timeout: Self.limit)
      guard let shown = try notify(on: bus, summary, body, replacing: sent?.notification, link)
      else {
        bus.close()
        return "cannot notify: the notification server answered without a notification id"
      }
      id = shown
      if let link {
        NotificationActionWaiter.start(bus, notification: id, opening: link)
      } else {
        bus.close()
      }
    } catch {
      return "cannot notify: \(Self.reason(error))"
    }
    let record = Sent(announcement: announcement.id, notification: id)
    if let data = try? JSONEncoder().encode(record) {
      try? FileManager.default.createDirectory(
        at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      try? data.write(to: stateFile, options: .atomic)
    }
    return "notified: \(summary)"
  }

  /// Calls `Notify` on `bus`; the id the server gave the notification, `nil` when its answer
  /// holds none. With a `link`, the server's signals are watched first, so that no click is
  /// missed.
  private func notify(
    on bus: DBusConnection, _ summary: String, _ body: String, replacing previous: UInt32?,
    _ link: String?
  ) throws(DBusError) -> UInt32? {
    if link != nil {
      try bus.addMatch(
        MatchRule(kind: .signal, interface: Self.server, path: Self.path), timeout: Self.limit)
    }
    let call = DBusMessage.methodCall(
      destination: Self.server, path: Self.path, interface: Self.server, member: "Notify",
      body: [
        .string(app.prefix(1).uppercased() + app.dropFirst()), .uint32(previous ?? 0),
        .string(""), .string(summary), .string(BarEscaping.pango(body)),
        .strings(link == nil ? [] : ["open", "Open"]),
        .variantDictionary([("urgency", .byte(1)), ("desktop-entry", .string(app))]),
        .int32(-1),
      ])
    guard case .uint32(let id) = try bus.call(call, timeout: Self.limit).body.first else {
      return nil
    }
    return id
  }

  /// What went wrong, in one line.
  static func reason(_ error: DBusError) -> String {
    if error.isTimeout {
      return "the notification server did not answer within 10 s"
    }
    if error.errorName == DBusError.Name.serviceUnknown {
      return "no notification server on the session bus (is a notification daemon running?)"
    }
    return error.description
  }

  /// `text` cut to `limit` characters, with `…` where it was cut.
  static func bounded(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }
}
