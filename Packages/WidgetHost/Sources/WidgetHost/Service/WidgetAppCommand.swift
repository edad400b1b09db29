import AppCommandLine
import Timelines

/// The commands ``WidgetApp`` gives every app after its own, in the order help lists them.
enum WidgetAppCommand: String, CaseIterable, Sendable {
  case status, tray, widgets, refresh, service, generate
}

extension WidgetApp {
  /// `status`, `tray`, `widgets`, `refresh`, `service` and `generate`, declared and run here once for
  /// every app with a widget.
  public static var addedCommands: [AddedCommand] {
    WidgetAppCommand.allCases.map { command in
      AddedCommand(spec: spec(of: command)) { context in
        try await Self(context: context).run(shared: command)
      }
    }
  }

  /// No options of its own configure the widget (dadjokes has `--type`).
  public static var widgetConfigurationOptions: [OptionSpec] { [] }

  /// No news to announce: no `--notify`.
  public static var notifyHelp: String? { nil }

  /// The spec of a shared command, from the app's families, configuration and news.
  static func spec(of command: WidgetAppCommand) -> CommandSpec {
    switch command {
    case .status:
      .status(families: widgetFamilies, configuration: widgetConfigurationOptions)
    case .tray:
      .tray(families: widgetFamilies, configuration: widgetConfigurationOptions)
    case .widgets: .widgets
    case .refresh: .refresh(notify: notifyHelp)
    case .service: .service(notify: notifyHelp)
    case .generate: .generate
    }
  }

  /// Runs a shared command.
  func run(shared command: WidgetAppCommand) async throws {
    switch command {
    case .status: try await status()
    case .tray: try await tray()
    case .widgets: try await listWidgets()
    case .refresh: try await refresh()
    case .service: try await serve()
    case .generate: try generate()
    }
  }
}
