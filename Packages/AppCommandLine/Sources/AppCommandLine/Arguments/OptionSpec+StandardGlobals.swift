import TextRendering

extension OptionSpec {
  /// The global options every app takes, declared once: `--timeout`, `--color`, `--no-color`
  /// and `--verbose`. ``AppEnvironment`` reads them, so an app lists them after its own.
  public static let standardGlobals: [OptionSpec] = [
    OptionKey.timeout.declared(
      "SECONDS",
      help:
        "Give up on the network after this long, for the whole command (default 15, or WIDGETS_TIMEOUT)."
    ),
    OptionKey.color.declared(
      "WHEN", help: "Colour: auto (default), always or never.",
      values: ColorChoice.allCases.map(\.rawValue)),
    OptionKey.noColor.declared(help: "Same as --color never."),
    OptionKey.verbose.declared(
      short: "v", help: "Say on stderr why the widget draws what it draws."),
  ]
}
