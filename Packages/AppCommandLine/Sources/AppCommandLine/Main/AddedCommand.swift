/// A command the skeleton adds after an app's own and runs for it, such as the `status`,
/// `widgets`, `refresh`, `service` and `generate` every ``WidgetApp`` has.
///
/// An app never writes one: the protocols it conforms to bring them
/// (``CommandLineApp/addedCommands``), so a command every app shares is declared and
/// dispatched in one place.
public struct AddedCommand: Sendable {
  /// The command's name, arguments, options and help.
  public let spec: CommandSpec
  /// Runs the command for one run of a parsed command line.
  let run: @Sendable (CommandContext) async throws -> Void

  /// A command declared by `spec` and run by `run`.
  public init(spec: CommandSpec, run: @escaping @Sendable (CommandContext) async throws -> Void) {
    self.spec = spec
    self.run = run
  }
}
