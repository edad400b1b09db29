import AppCommandLine
import Foundation
import Timelines

extension WidgetApp {
  /// What the tray item's clicks do, each on the same path as every other surface: a left
  /// click opens the entry's link with `xdg-open` (as a bar's click does), a middle click
  /// presses the widget's button (as `status --press`), a menu item runs its intent link (as
  /// `open LINK`, through the service when one is up), "Refresh now" does what `refresh
  /// --force --kind KIND` does, "Open widget" opens a terminal with `widget --watch`.
  func trayHandlers(
    _ scheduler: TimelineScheduler<Provider>, model: TrayModel, session: TraySession
  ) -> TrayHandlers {
    let limiter = OpenLimiter(inFlight: BarClicks.openLimit)
    let note: @Sendable (String) -> Void = { [console] in console.note($0, app: Self.name) }
    let key = scheduler.key
    return TrayHandlers(
      activate: {
        guard let link = model.shown.link, limiter.admit(link) else { return }
        BarClicks.open(
          link, limiter: limiter, adding: session.takeActivationVariables(), note: note)
      },
      secondaryActivate: { [self] in
        let link = model.shown.intent
        Task { await freshRun().press(link, widget: key, at: .now) }
      },
      run: { [self] action in
        switch action {
        case .none: break
        case .intent(let link): Task { await runTrayIntent(link) }
        case .refresh: Task { await refreshTrayWidget(kind: key.kind) }
        case .openWidget:
          openWidgetTerminal(adding: session.takeActivationVariables(), note: note)
        case .quit: session.stop()
        }
      },
      activationToken: { session.keepActivationToken(TrayText.plain($0, width: 200)) })
  }

  /// The app for one click: its deadline (`--timeout`) counts from now, not from the start
  /// of a tray that may have run for days; `quiet`, nothing it prints reaches stdout or
  /// stderr.
  private func freshRun(quiet: Bool = false) -> Self {
    var pressed = environment
    pressed.startedAt = .now
    let output = quiet ? Console(out: { _ in }, err: { _ in }) : console
    return Self(
      context: CommandContext(environment: pressed, console: output, arguments: arguments))
  }

  /// Runs the intent link of a menu item as `open LINK` does (at most once a second per
  /// link); what it prints is left out, a failure is one line on stderr.
  private func runTrayIntent(_ link: String) async {
    do {
      _ = try await freshRun(quiet: true).openIntent(link)
    } catch {
      console.note(
        AppMain.failure(for: error, environment: environment).description, app: Self.name)
    }
  }

  /// Reloads the widgets of `kind` outside the budget, as `refresh --force --kind KIND`: by
  /// the service when one runs, else here; a failure is one line on stderr.
  private func refreshTrayWidget(kind: String) async {
    do {
      let run = freshRun(quiet: true)
      let timeout = try environment.timeout(arguments)
      if let answered = try await run.askService(.bypassingBudget, kind: kind, timeout: timeout) {
        try Self.requireSuccess(answered)
      } else {
        try Self.requireSuccess(
          await run.refreshPass(.bypassingBudget, kind: kind, longRunning: false))
      }
    } catch {
      console.note(
        AppMain.failure(for: error, environment: environment).description, app: Self.name)
    }
  }

  /// Opens a terminal with `APP widget --watch` and this item's widget options.
  private func openWidgetTerminal(
    adding variables: [String: String], note: @escaping @Sendable (String) -> Void
  ) {
    guard let program = BarClicks.executable else {
      note("cannot open the widget: this program's path is unknown")
      return
    }
    var command = [program, "widget", "--watch"]
    let names = Self.placementOptionNames
    for (name, values) in arguments.options.sorted(by: { $0.key < $1.key })
    where names.contains(name) {
      for value in values { command += value.isEmpty ? ["--\(name)"] : ["--\(name)", value] }
    }
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
