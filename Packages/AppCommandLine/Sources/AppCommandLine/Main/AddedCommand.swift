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
  /// Whether a run with these arguments lives long and mostly sleeps (`status --follow`): it
  /// then runs on ``LongRunningExecutor``, never on the global queues, so it wakes only when
  /// something is due.
  let runsLong: @Sendable (ParsedArguments) -> Bool

  /// A command declared by `spec` and run by `run`; `runsLong` says which runs of it live long
  /// and must stay idle between due dates (none by default).
  public init(
    spec: CommandSpec,
    runsLong: @escaping @Sendable (ParsedArguments) -> Bool = { _ in false },
    run: @escaping @Sendable (CommandContext) async throws -> Void
  ) {
    self.spec = spec
    self.runsLong = runsLong
    self.run = run
  }
}
