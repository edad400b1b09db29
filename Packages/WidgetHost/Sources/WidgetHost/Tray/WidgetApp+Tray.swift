import AppCommandLine
import CLinuxEvents
import DBus
import Foundation
import Timelines

extension WidgetApp {
  /// `APP tray`: a StatusNotifierItem for the widget the options describe (as `status`
  /// selects it), with a dbusmenu menu of its lines and buttons, until SIGTERM or SIGINT
  /// (status 0 within a second). Changes of the store and the overlay are pushed as signals
  /// within a second, from the same change watch as `status --follow`; nothing polls.
  ///
  /// - Throws: ``CommandFailure`` (69) without a session bus, or when the bus goes away.
  func tray() async throws {
    try await runTray(handlesSignals: true) { _ in }
  }

  /// ``tray()``'s work; `started` gets the session once the item is on the bus (a test stops
  /// it there: `handlesSignals: false` leaves the process's signals alone).
  func runTray(handlesSignals: Bool, started: @Sendable (TraySession) -> Void) async throws {
    guard let scheduler = try widgetSchedulers(for: commandRequest()).first else { return }
    let clock = try environment.widgetClock()
    place([scheduler.key], at: clock.now)
    let bus = try Self.trayBus(environment.variables)
    defer { bus.close() }
    let name = TrayInterfaces.busName(pid: getpid())
    let owned = try Self.onBus { () throws(DBusError) in try bus.requestName(name) }
    guard owned == .primaryOwner || owned == .alreadyOwner else {
      throw CommandFailure(.unavailable, "another process owns \(name) on the session bus")
    }
    let model = TrayModel(await trayState(scheduler, at: clock.now).state)
    let events = try WakeEvents(
      watching: [environment.stateDirectory], forBar: false, handlesSignals: handlesSignals)
    defer { events.finish() }
    let session = TraySession(bus: bus, name: name, events: events)
    let table = DBusObjectTable()
    let handlers = trayHandlers(scheduler, model: model, session: session)
    try Self.onBus { () throws(DBusError) in
      try table.export(TrayObjects.item(model, handlers), at: TrayInterfaces.itemPath)
      try table.export(TrayObjects.menu(model, handlers), at: TrayInterfaces.menuPath)
    }
    let registration = TrayRegistration(bus: bus, name: name) { [console] in
      console.note($0, app: Self.name)
    }
    try Self.onBus { () throws(DBusError) in try registration.start() }
    let serve: @Sendable () -> Void = {
      do throws(DBusError) {
        try bus.readAvailable()
      } catch  where error.isDisconnected {
        session.lose()
        return
      } catch {
        // A message that could not be decoded was dropped; the connection goes on.
      }
      while let message = bus.nextMessage() {
        if registration.handle(message) { continue }
        _ = try? table.dispatch(message, on: bus)
      }
    }
    events.loop.watch(bus.fileDescriptor, events: EPOLLIN.rawValue) { _ in serve() }
    // What arrived while the item registered is queued already: no readiness announces it.
    events.loop.schedule("tray-queued", at: .now) { serve() }
    started(session)
    var shownAt: ContinuousClock.Instant?
    while true {
      place([scheduler.key], at: clock.now)
      let (state, nextChange) = await trayState(scheduler, at: clock.now)
      for signal in model.update(to: state) { _ = try? bus.send(signal) }
      shownAt = .now
      events.wake(at: nextChange, on: clock)
      let wake = await events.next(notBefore: shownAt.map { $0 + .seconds(1) })
      if wake.contains(.stop) { break }
    }
    events.loop.unwatch(bus.fileDescriptor)
    if session.lost {
      throw CommandFailure(
        .unavailable, "the session bus closed the connection; the tray item is gone")
    }
    _ = try? bus.releaseName(name, timeout: .milliseconds(500))
  }

  /// The tray item's state for the widget `scheduler` now, and when it next changes by
  /// itself.
  func trayState(_ scheduler: TimelineScheduler<Provider>, at now: Date) async
    -> (state: TrayState, nextChange: Date?)
  {
    let (line, nextChange) = await statusLine(scheduler, at: now)
    let menu = TrayMenu(
      scheme: Self.intentScheme, intents: Self.intents,
      routeValues: { (try? Route(string: $0))?.match.values })
    return (TrayState(line, menu: menu, timeZone: .current), nextChange)
  }

  /// The session bus of `variables`.
  ///
  /// - Throws: ``CommandFailure`` (69) when there is none or it cannot be reached.
  static func trayBus(_ variables: [String: String]) throws -> DBusConnection {
    do {
      return try DBusConnection.sessionBus(environment: variables, timeout: .seconds(10))
    } catch {
      throw CommandFailure(
        .unavailable,
        "the tray needs the desktop's session bus: \(error.description); run it in a "
          + "desktop session (DBUS_SESSION_BUS_ADDRESS)")
    }
  }

  /// Runs `body`, whose D-Bus failure becomes a ``CommandFailure`` (69).
  @discardableResult
  static func onBus<T>(_ body: () throws(DBusError) -> T) throws -> T {
    do {
      return try body()
    } catch {
      throw CommandFailure(
        .unavailable, "the tray item cannot use the session bus: \(error.description)")
    }
  }
}
