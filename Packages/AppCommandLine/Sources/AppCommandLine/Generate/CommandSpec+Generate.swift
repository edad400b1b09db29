extension CommandSpec {
  /// `generate`: an artefact for installing the app, printed to stdout.
  public static let generate = CommandSpec(
    "generate",
    summary: "Print shell completions, the man page, a desktop entry or systemd units.",
    arguments: [
      .init(
        "WHAT", help: "completions, man, desktop-entry or systemd.",
        values: ["completions", "man", "desktop-entry", "systemd"]),
      .init(
        "SHELL", help: "For completions: bash, zsh or fish.", optional: true,
        values: CompletionShell.allCases.map(\.rawValue)),
    ],
    options: [
      OptionKey.exec.declared(
        "PATH", help: "The executable the entry or units run (default: this one)."),
      OptionKey.timer.declared(help: "systemd: a timer running `refresh --if-due` (the default)."),
      OptionKey.serviceUnit.declared(help: "systemd: a service running `service` instead."),
    ],
    examples: [
      "generate completions bash > ~/.local/share/bash-completion/completions/todos",
      "generate man > ~/.local/share/man/man1/todos.1",
      "generate desktop-entry > ~/.local/share/applications/todos.desktop",
      "generate systemd --timer",
    ],
    discussion: """
      Everything is printed to stdout and written from the same description as --help, so a
      new option is in the help, the completions and the man page at once. systemd prints each
      unit after a comment line naming its file (~/.config/systemd/user/NAME).
      """)
}
