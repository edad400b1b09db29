import AppCommandLine
import JokesDomain
import WidgetHost

/// The options of dadjokes' own commands, each declared and read through its key.
extension OptionKey where Value == JokeType? {
  /// `joke --type TYPE` (and `timeline`, `status`): one type.
  static let jokeType = parsed("type", DadJokesCommandLine.jokeType)
}

extension OptionKey where Value == [String] {
  /// `widget --type TYPE …`: a stack, one widget per type.
  static let jokeTypes = repeated("type")
}

extension OptionKey where Value == JokeSourceSelection? {
  /// `--source living|tutorial`.
  static let jokeSource = choice("source", of: JokeSourceSelection.self)
}
