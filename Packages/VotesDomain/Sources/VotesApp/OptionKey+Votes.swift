import AppCommandLine
import VotesDomain
import WidgetHost

/// The options of votes' own commands, each declared and read through its key.
extension OptionKey where Value == Int? {
  /// `list --limit N`, 1 to 50.
  static let limit = integer("limit", in: 1...50)
}

extension OptionKey where Value == VoteSourceID? {
  /// `--source clerk|congress-gov`.
  static let voteSource = choice("source", of: VoteSourceID.self)
}
