import AppCommandLine

extension AppEnvironment {
  /// Refuses to watch a widget (`mode` `.watch`) when stdout is not a terminal: into a pipe or
  /// a file it would append a frame every few seconds, forever. A bar or a script reads
  /// `status --follow` instead, one line per change.
  ///
  /// - Throws: ``CommandFailure`` (usage, 64) saying so.
  public func requireTerminal(toDraw mode: WidgetCommand.Mode) throws {
    guard mode == .watch, !stdoutIsTerminal else { return }
    throw CommandFailure.usage(
      "--watch needs a terminal on standard output; for a bar or a script, use "
        + "`\(app) status --follow`")
  }
}
