import AppCommandLine
import Escaping

/// The escapes each status bar needs so that sanitised text is shown, never obeyed.
///
/// Every function works on Unicode scalars, not characters: a combining mark after `#`, `&`
/// or `{` makes one grapheme cluster that a character-level replacement would skip, while the
/// bars read bytes.
enum BarEscaping {
  /// The zero-width space Polybar's `%{` is split with (Polybar has no escape for it).
  static let zeroWidthSpace: Unicode.Scalar = "\u{200B}"

  /// Text for Pango markup (Waybar, i3bar with `markup: pango`): `& < > " '` as entities, the
  /// set `g_markup_escape_text` writes.
  static func pango(_ text: String) -> String {
    XMLEscaping.escaped(text)
  }

  /// Text for tmux's format expansion: every `#` doubled, so no `#[style]`, `#(command)` or
  /// `#{format}` can start.
  static func tmux(_ text: String) -> String {
    ScalarEscaping.escaped(text) { $0 == "#" ? "##" : nil }
  }

  /// What stands for `|` in an xbar title: U+2223 DIVIDES, which looks like it.
  static let xbarBar: Unicode.Scalar = "\u{2223}"

  /// A title for the xbar line format (xbar, Argos, Kargos), on one line: every line break
  /// becomes a space and every `|` (which would start the parameters) ``xbarBar``; what the
  /// bars trim (``isTrimmedByXbarReaders(_:)``) is removed from both ends, so no invisible
  /// U+FEFF or space can hide a leading `-` from the check below; and a title that then starts
  /// with `-` (a submenu item, or `---`, a separator) or `~` (a streaming plugin's `~~~`)
  /// starts with a zero-width space instead, which no bar trims. A title with nothing left is
  /// ``StatusText/emptyMarker``.
  static func xbar(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    guard let first = scalars.firstIndex(where: { !isTrimmedByXbarReaders($0) }),
      let last = scalars.lastIndex(where: { !isTrimmedByXbarReaders($0) })
    else { return text.isEmpty ? text : StatusText.emptyMarker }
    var output = String.UnicodeScalarView()
    if scalars[first] == "-" || scalars[first] == "~" { output.append(zeroWidthSpace) }
    for scalar in scalars[first...last] {
      if scalar == "|" {
        output.append(xbarBar)
      } else if isLineBreak(scalar) {
        output.append(" ")
      } else {
        output.append(scalar)
      }
    }
    return String(output)
  }

  /// Whether a reader of the xbar format trims `scalar` off a line's text before it looks for
  /// a separator: JavaScript's `trim()` in Argos and Kargos (ECMAScript's white space: tab,
  /// U+000B, U+000C, space, U+00A0, U+FEFF and every Space_Separator such as U+1680,
  /// U+2000–U+200A, U+202F, U+205F and U+3000; and its line terminators: LF, CR, U+2028,
  /// U+2029), Go's `strings.TrimSpace` in xbar (Unicode's White_Space, which adds U+0085), and
  /// U+180E, a Space_Separator before Unicode 6.3. Any other control character too.
  static func isTrimmedByXbarReaders(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    return properties.isWhitespace || properties.generalCategory == .spaceSeparator
      || properties.generalCategory == .control || scalar == "\u{FEFF}" || scalar == "\u{180E}"
  }

  /// Whether `scalar` ends a line for some reader: LF, U+000B, U+000C, CR, U+0085, U+2028,
  /// U+2029.
  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// Text for Polybar: a zero-width space between every `%` and a following `{`, so no
  /// formatting or action tag can start.
  static func polybar(_ text: String) -> String {
    var output = String.UnicodeScalarView()
    var afterPercent = false
    for scalar in text.unicodeScalars {
      if afterPercent && scalar == "{" { output.append(zeroWidthSpace) }
      output.append(scalar)
      afterPercent = scalar == "%"
    }
    return String(output)
  }

  /// `label` (already escaped with ``polybar(_:)``) as a left-click action that runs
  /// `xdg-open 'url'` through Polybar's shell: the link opens through the app's desktop entry
  /// (`generate desktop-entry`), in a terminal, as an i3bar click does. (Polybar runs an
  /// action with its output on /dev/null and no terminal, so `app open` would show nothing.)
  ///
  /// The URL is single-quoted for the shell, and every byte outside the characters a URL may
  /// hold (letters, digits and ``urlCharacters``) is percent-encoded: no quote, space, brace,
  /// backslash or control character can end the quoting or the tag. Then every `:` is written
  /// `\:`, Polybar's one escape inside an action.
  static func polybarAction(url: String, label: String) -> String {
    let command = "xdg-open '\(percentEncoded(url))'"
    let escaped = command.replacing(":", with: "\\:")
    return "%{A1:\(escaped):}\(label)%{A}"
  }

  /// `label` as a right-click action that runs `'program' open 'link'` through Polybar's
  /// shell: the app's own command presses the widget's button, with no terminal needed.
  /// `nil` when the program's path holds anything but letters, digits and `/._+-`.
  static func polybarPress(program: String, link: String, label: String) -> String? {
    let allowed = Set("/._+-".unicodeScalars)
    guard !program.isEmpty,
      program.unicodeScalars.allSatisfy({ isASCIIAlphanumeric($0) || allowed.contains($0) })
    else { return nil }
    let command = "'\(program)' open '\(percentEncoded(link))'"
    let escaped = command.replacing(":", with: "\\:")
    return "%{A3:\(escaped):}\(label)%{A}"
  }

  /// The characters besides ASCII letters and digits that ``polybarAction(url:label:)``
  /// keeps in a URL: RFC 3986's unreserved and reserved ones, but the single quote.
  static let urlCharacters = Set("-._~:/?#[]@!$&()*+,;=".unicodeScalars)

  /// `url` with every scalar other than ASCII letters, digits, ``urlCharacters`` and the `%`
  /// of a percent-escape (`%` and two hex digits) percent-encoded as UTF-8.
  static func percentEncoded(_ url: String) -> String {
    let scalars = Array(url.unicodeScalars)
    var output = ""
    for (index, scalar) in scalars.enumerated() {
      let escapeFollows =
        scalar == "%" && index + 2 < scalars.count
        && scalars[(index + 1)...].prefix(2).allSatisfy(\.properties.isASCIIHexDigit)
      if isASCIIAlphanumeric(scalar) || urlCharacters.contains(scalar) || escapeFollows {
        output.unicodeScalars.append(scalar)
      } else {
        for byte in String(scalar).utf8 {
          let hex = String(byte, radix: 16, uppercase: true)
          output += "%" + (byte < 0x10 ? "0" : "") + hex
        }
      }
    }
    return output
  }

  /// `name` with only ASCII letters, digits, `-`, `_` and `.` kept: a CSS class name or a
  /// command name that needs no quoting.
  static func identifier(_ name: String) -> String {
    let kept = name.unicodeScalars.filter { scalar in
      isASCIIAlphanumeric(scalar) || "-_.".unicodeScalars.contains(scalar)
    }
    return String(String.UnicodeScalarView(kept))
  }

  /// Whether `scalar` is an ASCII letter or digit.
  static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }
}
