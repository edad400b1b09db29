import TextRendering

/// What a person must never receive from a hostile server, and the box a drawn widget must
/// fill exactly: the checks of the apps' fuzz tests, over any text a widget or a command wrote.
public enum HostileOutput {
  /// The characters that must not reach a terminal: C0 controls (but the line feed, when
  /// `allowsNewlines`), DEL, C1 controls, and the bidi marks, embeddings, overrides and isolates.
  public static func forbiddenScalars(in text: String, allowsNewlines: Bool = true) -> [Unicode
    .Scalar]
  {
    text.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x0A: !allowsNewlines
      case 0x00...0x1F, 0x7F...0x9F: true
      case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
      default: false
      }
    }
  }

  /// `nil` when `text` is exactly `rows` lines of exactly `columns` display columns each;
  /// otherwise what is wrong, first problem only.
  public static func boxProblem(_ text: String, columns: Int, rows: Int) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count == rows else { return "\(lines.count) lines, not \(rows)" }
    for (number, line) in lines.enumerated() {
      let width = DisplayWidth.cells(of: String(line))
      if width != columns {
        return "line \(number + 1) is \(width) columns, not \(columns): \(visible(String(line)))"
      }
    }
    return nil
  }

  /// The problems of one drawing named `name`: not exactly `rows` lines of `columns` display
  /// columns, or holding a scalar of ``forbiddenScalars(in:allowsNewlines:)``.
  public static func drawingProblems(
    _ drawn: String, _ name: String, columns: Int, rows: Int
  ) -> [String] {
    var problems: [String] = []
    if let problem = boxProblem(drawn, columns: columns, rows: rows) {
      problems.append("\(name) overflows its \(columns)×\(rows) box: \(problem)")
    }
    let forbidden = forbiddenScalars(in: drawn)
    if !forbidden.isEmpty {
      problems.append("\(name) drew \(names(forbidden)): \(visible(drawn))")
    }
    return problems
  }

  /// The problems of what a command wrote to stderr for one failure: it must be one line,
  /// ending in a line feed, with no scalar of ``forbiddenScalars(in:allowsNewlines:)``.
  public static func stderrLineProblems(_ line: String) -> [String] {
    var problems: [String] = []
    if !line.hasSuffix("\n") || line.filter(\.isNewline).count != 1 {
      problems.append("not one line: \(visible(line))")
    }
    let forbidden = forbiddenScalars(in: String(line.dropLast()), allowsNewlines: false)
    if !forbidden.isEmpty {
      problems.append("stderr kept \(names(forbidden)): \(visible(line))")
    }
    return problems
  }

  /// `U+1B U+9B …`: the code points of `scalars`, each once, for failure messages.
  public static func names(_ scalars: [Unicode.Scalar]) -> String {
    Set(scalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }).sorted()
      .joined(separator: " ")
  }

  /// The ANSI writer's output without its own SGR (`ESC [ … m`) and OSC 8 hyperlink
  /// (`ESC ] 8 ; ; … ESC \`) sequences: what is left must be the plain drawing.
  public static func strippingWriterSequences(_ ansi: String) -> String {
    var output = String.UnicodeScalarView()
    var scalars = ansi.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\u{1B}", let kind = scalars.first else {
        output.append(scalar)
        continue
      }
      if kind == "[", let end = scalars.firstIndex(of: "m") {
        scalars = scalars[scalars.index(after: end)...]
      } else if kind == "]", let end = terminator(in: scalars) {
        scalars = scalars[end...]
      } else {
        output.append(scalar)
      }
    }
    return String(output)
  }

  /// The index after the `ESC \` that ends an OSC string.
  private static func terminator(in scalars: Substring.UnicodeScalarView) -> String.Index? {
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let next = scalars.index(after: index)
      if scalars[index] == "\u{1B}", next < scalars.endIndex, scalars[next] == "\\" {
        return scalars.index(after: next)
      }
      index = next
    }
    return nil
  }

  /// `text` with every scalar outside printable ASCII written as `\u{…}`, for failure messages.
  public static func visible(_ text: String, limit: Int = 240) -> String {
    var output = ""
    for scalar in text.unicodeScalars.prefix(limit) {
      if (0x20..<0x7F).contains(scalar.value) {
        output.unicodeScalars.append(scalar)
      } else {
        output += "\\u{\(String(scalar.value, radix: 16))}"
      }
    }
    return text.unicodeScalars.count > limit ? output + "…" : output
  }
}
