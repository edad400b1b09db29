import AppCommandLine
import DeepLinks

extension CommandSpec {
  /// The command that runs an intent (`todos toggle ID`), read from its declaration: a
  /// positional argument per argument parameter, the summary, and a discussion that says what
  /// `perform` does, what reloads after it, its deep link and its key, for help and the man
  /// page. An option parameter's ``OptionSpec`` comes from the app (its key reads the value);
  /// `options` adds them and any others.
  public static func intent(
    _ declaration: IntentDeclaration, scheme: String, options: [OptionSpec] = [],
    examples: [String]
  ) -> CommandSpec {
    let arguments = declaration.parameters.filter { $0.option == nil }.map {
      CommandSpec.Argument($0.placeholder, help: $0.help)
    }
    let key = declaration.key.map { "press \($0) or click its button" } ?? "click its button"
    return CommandSpec(
      declaration.name, summary: declaration.summary, arguments: arguments, options: options,
      examples: examples,
      discussion: """
        It \(declaration.performs); then it reloads \(declaration.reloads). It is the \
        widget's button: the link \(declaration.usage(scheme: scheme)) runs it through \
        `\(scheme) open` (OSC 8 terminals, the desktop entry, a bar's click), and in \
        `widget --watch` you \(key). While `\(scheme) service` runs, the service performs it.
        """)
  }
}
