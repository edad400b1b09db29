/// One grapheme cluster with its width in cells.
struct Glyph: Hashable, Sendable {
  var character: Character
  var width: Int

  init(_ character: Character) {
    self.character = character
    self.width = DisplayWidth.cells(of: character)
  }

  var isSpace: Bool { character == " " }
  var isNewline: Bool { character == "\n" }

  static let space = Glyph(" ")
  static let ellipsis = Glyph(DisplayWidth.ellipsis)
}

/// How a paragraph may be broken into lines.
enum WrapMode: Hashable, Sendable {
  /// Break at spaces and around wide characters; split a word only when it is longer than a line.
  case words
  /// Break between any two grapheme clusters, filling every line (the shrink rule's "tighter").
  case characters
}

/// Greedy line breaking and truncation over glyphs.
enum TextWrapper {
  static func glyphs(_ string: String) -> [Glyph] {
    string.map(Glyph.init)
  }

  static func width(_ glyphs: some Sequence<Glyph>) -> Int {
    glyphs.reduce(0) { $0 + $1.width }
  }

  /// Lines of at most `width` cells; `\n` ends a paragraph. No lines when `width` is not positive.
  static func wrap(_ glyphs: [Glyph], toWidth width: Int, mode: WrapMode) -> [[Glyph]] {
    guard width > 0 else { return [] }
    var lines: [[Glyph]] = []
    for paragraph in glyphs.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      var builder = LineBuilder(width: width)
      switch mode {
      case .words: builder.addWords(of: paragraph)
      case .characters: builder.addCharacters(of: paragraph)
      }
      lines += builder.finish()
    }
    return lines
  }

  /// The glyphs cut to at most `width` cells, ending in `…` when anything was cut.
  static func truncate(_ glyphs: [Glyph], toWidth width: Int) -> [Glyph] {
    if self.width(glyphs) <= width { return glyphs }
    return withEllipsis(glyphs, toWidth: width)
  }

  /// The glyphs cut so that they and a final `…` fit in `width` cells, always ending in `…`.
  static func withEllipsis(_ glyphs: [Glyph], toWidth width: Int) -> [Glyph] {
    guard width > 0 else { return [] }
    var kept: [Glyph] = []
    var used = 0
    for glyph in glyphs {
      if used + glyph.width > width - 1 { break }
      kept.append(glyph)
      used += glyph.width
    }
    while kept.last?.isSpace == true { kept.removeLast() }
    kept.append(.ellipsis)
    return kept
  }

  /// Wrapped lines cut to `maxLines`; the last kept line takes the rest of the text and ends
  /// in `…`.
  static func limit(_ lines: [[Glyph]], toLines maxLines: Int, width: Int) -> [[Glyph]] {
    guard lines.count > maxLines else { return lines }
    guard maxLines > 0 else { return [] }
    var kept = Array(lines.prefix(maxLines - 1))
    var rest: [Glyph] = []
    for line in lines[(maxLines - 1)...] {
      if !rest.isEmpty { rest.append(.space) }
      rest += line
    }
    let tooWide = TextWrapper.width(rest) > width
    kept.append(tooWide ? withEllipsis(rest, toWidth: width) : forceEllipsis(rest, width))
    return kept
  }

  private static func forceEllipsis(_ glyphs: [Glyph], _ width: Int) -> [Glyph] {
    TextWrapper.width(glyphs) + 1 <= width
      ? glyphs + [.ellipsis] : withEllipsis(glyphs, toWidth: width)
  }
}

/// Accumulates one paragraph's lines.
private struct LineBuilder {
  let width: Int
  var lines: [[Glyph]] = []
  var line: [Glyph] = []
  var used = 0

  init(width: Int) { self.width = width }

  mutating func addWords(of paragraph: ArraySlice<Glyph>) {
    var pendingSpaces: [Glyph] = []
    var index = paragraph.startIndex
    while index < paragraph.endIndex {
      if paragraph[index].isSpace {
        pendingSpaces.append(paragraph[index])
        index += 1
        continue
      }
      var end = index + 1
      if paragraph[index].width < 2 {
        while end < paragraph.endIndex, !paragraph[end].isSpace, paragraph[end].width < 2 {
          end += 1
        }
      }
      let word = paragraph[index..<end]
      let wordWidth = TextWrapper.width(word)
      let spaceWidth = pendingSpaces.count
      if !line.isEmpty, used + spaceWidth + wordWidth <= width {
        line += pendingSpaces
        used += spaceWidth
      } else if !line.isEmpty {
        breakLine()
      }
      addCharacters(of: word)
      pendingSpaces = []
      index = end
    }
  }

  mutating func addCharacters(of glyphs: ArraySlice<Glyph>) {
    for glyph in glyphs {
      if glyph.width > width { continue }
      if used + glyph.width > width { breakLine() }
      if line.isEmpty, glyph.isSpace { continue }
      line.append(glyph)
      used += glyph.width
    }
  }

  mutating func breakLine() {
    while line.last?.isSpace == true { line.removeLast() }
    lines.append(line)
    line = []
    used = 0
  }

  mutating func finish() -> [[Glyph]] {
    breakLine()
    return lines
  }
}
