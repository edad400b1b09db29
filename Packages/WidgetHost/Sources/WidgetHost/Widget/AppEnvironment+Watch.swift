import AppCommandLine

extension AppEnvironment {
  /// Refuses `widget --watch` (without `--preview`, which draws once) when stdout is not a
  /// terminal: into a pipe or a file it would append a frame every few seconds, forever. A bar
  /// or a script reads `status --follow` instead, one line per change.
  ///
  /// Called before any work, so a refused command fetches nothing and places no widget.
  ///
  /// - Throws: ``CommandFailure`` (usage, 64) saying so.
  public func requireTerminalToWatch(_ arguments: ParsedArguments) throws {
    guard arguments[.watch], !arguments[.preview], !stdoutIsTerminal else { return }
    throw CommandFailure.usage(
      "--watch needs a terminal on standard output; for a bar or a script, use "
        + "`\(app) status --follow`")
  }
}
