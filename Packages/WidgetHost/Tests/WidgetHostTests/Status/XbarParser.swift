/// Reads xbar/BitBar output the way Argos (GNOME) and Kargos (KDE) do, to check what a
/// plugin's lines mean to them: frames split by `~~~`, bar lines before the first separator,
/// the title before the first `|`, the parameters after it read as shell words (GLib's
/// `g_shell_parse_argv`: quotes and backslashes), leading `--` a submenu item, and a separator
/// where Argos sees one (the title, past its submenu dashes, is one or more dashes once
/// JavaScript's `trim()` has run: `/^-+$/.test(text.trim())`) or xbar does (the whole line is
/// `---` once Go's `strings.TrimSpace` has run).
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
      let dashes = title.unicodeScalars.prefix { $0 == "-" }.count
      let level = dashes >= 2 ? dashes / 2 : 0
      let shown = String(String.UnicodeScalarView(title.unicodeScalars.dropFirst(level * 2)))
      let argosSeparator = jsTrimmed(shown).wholeMatch(of: /-+/) != nil
      let xbarSeparator = goTrimmed(text) == "---"
      if argosSeparator || xbarSeparator {
        if inDropdown { menu.dropdown.append(Item(title: "---", parameters: [:], level: 0)) }
        inDropdown = true
        continue
      }
      let item = Item(title: jsTrimmed(shown), parameters: parameters, level: level)
      if inDropdown { menu.dropdown.append(item) } else { menu.bar.append(item) }
    }
    return menu
  }

  /// What ECMAScript's `String.prototype.trim` removes: its WhiteSpace (tab, U+000B, U+000C,
  /// space, U+00A0, U+FEFF and every Space_Separator) and its LineTerminators (LF, CR, U+2028,
  /// U+2029).
  static func isJSWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0B, 0x0C, 0x20, 0xA0, 0xFEFF, 0x0A, 0x0D, 0x2028, 0x2029: true
    default: scalar.properties.generalCategory == .spaceSeparator
    }
  }

  /// `text` as JavaScript's `trim()` leaves it.
  static func jsTrimmed(_ text: String) -> String {
    trimmed(text, where: isJSWhitespace)
  }

  /// `text` as Go's `strings.TrimSpace` leaves it (Unicode's White_Space).
  static func goTrimmed(_ text: String) -> String {
    trimmed(text, where: \.properties.isWhitespace)
  }

  private static func trimmed(_ text: String, where trims: (Unicode.Scalar) -> Bool) -> String {
    let scalars = text.unicodeScalars
    let kept = scalars.drop(while: trims).reversed().drop(while: trims).reversed()
    return String(String.UnicodeScalarView(kept))
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
