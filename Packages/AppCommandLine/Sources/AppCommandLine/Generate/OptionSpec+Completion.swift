extension OptionSpec {
  /// The placeholder of an option that takes a value: `N`, `medium|large`; `nil` for a switch.
  var placeholder: String? {
    switch kind {
    case .flag: nil
    case .value(let placeholder), .repeatedValue(let placeholder): placeholder
    }
  }

  /// The spellings completions offer: `--verbose`, and `-v` when it has one.
  var spellings: [String] {
    ["--\(name)"] + (short.map { ["-\($0)"] } ?? [])
  }

  /// Whether the value is a file or folder name, so completions offer the file system: a
  /// placeholder such as `PATH`, `FILE`, `DIR` or `CONFIG_FILE`.
  var completesPaths: Bool {
    guard let placeholder else { return false }
    let lastWord = placeholder.split { !$0.isLetter }.last.map { $0.uppercased() }
    return ["PATH", "FILE", "DIR", "DIRECTORY", "FOLDER"].contains(lastWord ?? "")
  }

  /// The values a placeholder lists: `medium|large` lists medium and large, and one lowercase
  /// word such as `medium` lists itself. An upper-case placeholder such as `N` or `TYPE` stands
  /// for any value and lists none, and so does a switch.
  static func values(listedBy kind: Kind) -> [String] {
    let placeholder: String
    switch kind {
    case .flag: return []
    case .value(let text), .repeatedValue(let text): placeholder = text
    }
    let words = placeholder.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    let isWord: (String) -> Bool = { word in
      !word.isEmpty && !word.contains { $0.isWhitespace || $0.isUppercase }
    }
    guard words.allSatisfy(isWord) else { return [] }
    return words
  }
}
