import TextRendering

extension OptionSpec {
  /// The global options every app takes, declared once: `--timeout`, `--color`, `--no-color`
  /// and `--verbose`. ``AppEnvironment`` reads them, so an app lists them after its own.
  public static let standardGlobals: [OptionSpec] = [
    .value(
      "timeout", "SECONDS",
      help: "Give up on the network after this long, for the whole command (default 15)."),
    .value(
      "color", "WHEN", help: "Colour: auto (default), always or never.",
      values: ColorChoice.allCases.map(\.rawValue)),
    .flag("no-color", help: "Same as --color never."),
    .flag("verbose", short: "v", help: "Say on stderr why the widget draws what it draws."),
  ]
}
