import Foundation

/// The size of the terminal in cells, read with `TIOCGWINSZ`.
public struct TerminalSize: Sendable, Equatable {
  /// Columns.
  public var columns: Int
  /// Rows.
  public var rows: Int

  /// Creates a size.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The size of the terminal on a file descriptor, or `nil` when it is not a terminal.
  public static func current(fileDescriptor: Int32 = STDOUT_FILENO) -> TerminalSize? {
    var size = winsize()
    #if os(Linux)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    guard ioctl(fileDescriptor, request, &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}
