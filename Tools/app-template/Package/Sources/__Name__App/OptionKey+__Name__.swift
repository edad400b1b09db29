import AppCommandLine
import WidgetHost

/// The options of the app's own commands, each declared and read through its key.
extension OptionKey where Value == Int? {
  /// `list --limit N`.
  static let itemLimit = integer("limit", in: 1...10_000)
}
