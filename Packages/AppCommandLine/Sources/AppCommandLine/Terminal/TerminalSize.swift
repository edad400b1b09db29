import Foundation
import Timelines

/// The size of the terminal in cells: the type of a widget's box in cells (Timelines'
/// ``WidgetDisplaySize``), so that the one is measured against the other as it is.
/// ``WidgetDisplaySize/current(fileDescriptor:)`` reads it with `TIOCGWINSZ`.
public typealias TerminalSize = WidgetDisplaySize

extension WidgetDisplaySize {
  /// The size of the terminal on a file descriptor, read with `TIOCGWINSZ`, or `nil` when it
  /// is not a terminal.
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
