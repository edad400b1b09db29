import AppCommandLine
import Foundation
import Timelines

extension WidgetApp {
  /// What the tray item's clicks do, each on the same path as every other surface: a left
  /// click opens the entry's link with `xdg-open` (as a bar's click does), a middle click
  /// presses the widget's button (as a bar's press), a menu item runs `APP open LINK` (through
  /// the service when one is up), "Refresh now" runs `APP refresh --force --kind KIND`, "Open
  /// widget" opens a terminal with `widget --watch`. What fetches runs in a child: the item,
  /// which lives for months, never starts libdispatch's global queues and stays idle
  /// (DESIGN.md).
  func trayHandlers(
    _ scheduler: TimelineScheduler<Provider>, model: TrayModel, session: TraySession
  ) -> TrayHandlers {
    let limiter = OpenLimiter(inFlight: BarClicks.openLimit)
    let note: @Sendable (String) -> Void = { [console] in console.note($0, app: Self.name) }
    let key = scheduler.key
    let options = serverOptionWords
    return TrayHandlers(
      activate: {
        guard let link = model.shown.link, limiter.admit(link) else { return }
        BarClicks.open(
          link, limiter: limiter, adding: session.takeActivationVariables(), note: note)
      },
      secondaryActivate: { [intentGate] in
        // As a bar's press: gated on the widget's button, at most once a second across
        // processes, whatever it resolves to; run by the app's own `open` in a child.
        let target = IntentGate.pressTarget(widget: key.fileName)
        guard let link = model.shown.intent,
          (try? intentGate.admit(target, spacing: IntentGate.clickSpacing, at: .now)) == true,
          limiter.admit("press")
        else { return }
        BarClicks.runOwn(
          ["open", link], options: options, app: Self.name, limiter: limiter, note: note)
      },
      run: { action in
        switch action {
        case .none: break
        case .intent(let link):
          guard limiter.admit(link) else { return }
          BarClicks.runOwn(
            ["open", link], options: options, app: Self.name, limiter: limiter, note: note)
        case .refresh:
          guard limiter.admit("refresh") else { return }
          BarClicks.runOwn(
            ["refresh", "--force", "--kind", key.kind], options: options, app: Self.name,
            limiter: limiter, limit: .seconds(300), note: note)
        case .openWidget:
          openWidgetTerminal(adding: session.takeActivationVariables(), note: note)
        case .quit: session.stop()
        }
      },
      activationToken: { session.keepActivationToken(TrayText.plain($0, width: 200)) })
  }

  /// Opens a terminal with `APP widget --watch` and this item's widget options.
  private func openWidgetTerminal(
    adding variables: [String: String], note: @escaping @Sendable (String) -> Void
  ) {
    guard let program = BarClicks.executable(for: Self.name) else {
      note("cannot open the widget: this program's path is unknown")
      return
    }
    let command = [program, "widget", "--watch"] + optionWords(named: Self.placementOptionNames)
    guard
      let (terminal, terminalArguments) = TrayTerminal.invocation(
        for: command, terminal: environment.variables["TERMINAL"])
    else {
      note(
        "cannot open the widget: no terminal found (install xdg-terminal-exec, or set $TERMINAL)")
      return
    }
    TrayTerminal.start(terminal, terminalArguments, adding: variables, note: note)
  }
}
