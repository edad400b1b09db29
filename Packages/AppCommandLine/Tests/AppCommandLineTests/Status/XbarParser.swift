/// Reads xbar/BitBar output the way Argos (GNOME) and Kargos (KDE) do, to check what a
/// plugin's lines mean to them: frames split by `~~~`, bar lines before the first `---`, the
/// title before the first `|`, the parameters after it read as shell words (GLib's
/// `g_shell_parse_argv`: quotes and backslashes), a title of dashes a separator and leading
/// `--` a submenu item.
struct XbarParser {
  struct Item: Equatable {
    var title: String
    var parameters: [String: String]
    /// How deep in submenus (`--` per level); 0 for a top-level item.
    var level: Int
  }

  struct Menu {
    var bar: [Item] = []
    /// The dropdown's items; a separator is an item titled `---`.
    var dropdown: [Item] = []
    /// The parameters that were not `key=value`.
    var strayWords: [String] = []
  }

  /// The last frame of `output`.
  static func parse(_ output: String) -> Menu {
    let frames = output.split(separator: "\n~~~\n", omittingEmptySubsequences: false)
    var menu = Menu()
    var inDropdown = false
    for line in (frames.last ?? "").split(separator: "\n", omittingEmptySubsequences: true) {
      let text = String(line)
      if text.trimmingSpaces.allSatisfy({ $0 == "-" }), text.trimmingSpaces.count >= 3 {
        if inDropdown { menu.dropdown.append(Item(title: "---", parameters: [:], level: 0)) }
        inDropdown = true
        continue
      }
      var title = text
      var parameters: [String: String] = [:]
      if let bar = text.firstIndex(of: "|") {
        title = String(text[..<bar])
        for word in shellWords(String(text[text.index(after: bar)...])) {
          guard let equals = word.firstIndex(of: "=") else {
            menu.strayWords.append(word)
            continue
          }
          parameters[String(word[..<equals])] = String(word[word.index(after: equals)...])
        }
      }
      let dashes = title.prefix { $0 == "-" }.count
      let level = dashes >= 2 ? dashes / 2 : 0
      let item = Item(
        title: String(title.dropFirst(level * 2)).trimmingSpaces, parameters: parameters,
        level: level)
      if inDropdown { menu.dropdown.append(item) } else { menu.bar.append(item) }
    }
    return menu
  }

  /// `text` split into words as a POSIX shell without expansions would.
  static func shellWords(_ text: String) -> [String] {
    var words: [String] = []
    var word: String?
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        word = (word ?? "") + String(character)
        escaped = false
      } else if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          word = (word ?? "") + String(character)
        }
      } else if character == "'" || character == "\"" {
        quote = character
        word = word ?? ""
      } else if character == "\\" {
        escaped = true
      } else if character == " " || character == "\t" {
        if let done = word { words.append(done) }
        word = nil
      } else if character == "#" && word == nil {
        break  // a comment
      } else {
        word = (word ?? "") + String(character)
      }
    }
    if let word { words.append(word) }
    return words
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
