import AppCommandLine
import WidgetHost

/// The options of todos' own commands, each declared and read through its key.
extension OptionKey where Value == Int? {
  /// `list --user ID`.
  static let user = integer("user", in: 1...Int(Int32.max))
  /// `list --limit N`.
  static let limit = integer("limit", in: 1...10_000)
}

extension OptionKey where Value == String? {
  /// `list --status open|completed`.
  static let todoStatus = choice("status", from: ["open", "completed"])
}
