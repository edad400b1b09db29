import AppCommandLine

extension WidgetApp {
  /// The options of this run named `names`, as words for a child's command line
  /// (`--base-url URL`, a flag as `--name`), in a stable order.
  func optionWords(named names: Set<String>) -> [String] {
    var words: [String] = []
    for (name, values) in arguments.options.sorted(by: { $0.key < $1.key })
    where names.contains(name) {
      for value in values { words += value.isEmpty ? ["--\(name)"] : ["--\(name)", value] }
    }
    return words
  }

  /// The global options of this run that the app's own command run as a child (a click's
  /// `open LINK`, the tray's "Refresh now") needs to reach the same servers within the same
  /// time: the app's own global options (`--base-url`, `--source`) and `--timeout`. They go
  /// before the command, where global options stand.
  var serverOptionWords: [String] {
    optionWords(named: Set(Self.options.map(\.name) + [OptionKey.timeout.name]))
  }
}
