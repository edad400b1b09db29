import Foundation

/// Opens a terminal that runs a command, for the tray's "Open widget": `xdg-terminal-exec
/// COMMAND…` when it is installed, else `$TERMINAL -e COMMAND…`, else `x-terminal-emulator -e
/// COMMAND…` (Debian's alternative). The command is argv, never a shell line.
enum TrayTerminal {
  /// The program and arguments that open a terminal running `command`; `nil` when there is
  /// no terminal to run.
  static func invocation(
    for command: [String], terminal: String?, find: (String) -> String? = ChildProgram.find
  ) -> (program: String, arguments: [String])? {
    if let opener = find("xdg-terminal-exec") { return (opener, command) }
    if let terminal, !terminal.isEmpty,
      let program = terminal.hasPrefix("/") ? terminal : find(terminal)
    {
      return (program, ["-e"] + command)
    }
    if let emulator = find("x-terminal-emulator") { return (emulator, ["-e"] + command) }
    return nil
  }

  /// Starts `program` with `arguments` (and the variables `adding`) and waits for its end on a
  /// thread of its own, so that it is reaped; `note` says when it could not start.
  static func start(
    _ program: String, _ arguments: [String], adding variables: [String: String] = [:],
    note: @escaping @Sendable (String) -> Void
  ) {
    Thread.detachNewThread {
      guard let child = ChildProgram(program, arguments, adding: variables) else {
        note("cannot start \(program)")
        return
      }
      // The terminal's stdout is a pipe nobody writes to: it ends when the terminal does.
      while child.read(until: nil) != nil {}
      _ = child.wait(until: .now + .seconds(5))
    }
  }
}
