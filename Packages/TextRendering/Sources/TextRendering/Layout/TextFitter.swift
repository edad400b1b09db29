/// Fits text into a width and a number of lines: wrap at words, then shrink (abbreviations,
/// then tighter wrapping) if a ``ShrinkRule`` allows it, then truncate with `…`.
enum TextFitter {
  static func lines(_ block: TextBlock, width: Int, maxLines: Int) -> [[Glyph]] {
    guard width > 0, maxLines > 0 else { return [] }
    let wrapped = TextWrapper.wrap(block.glyphs, toWidth: width, mode: .words)
    if wrapped.count <= maxLines { return wrapped }
    guard let rule = block.shrink else {
      return TextWrapper.limit(wrapped, toLines: maxLines, width: width)
    }
    return shrunk(block, rule: rule, width: width, maxLines: maxLines)
  }

  private static func shrunk(_ block: TextBlock, rule: ShrinkRule, width: Int, maxLines: Int)
    -> [[Glyph]]
  {
    let floor = Double(TextWrapper.width(block.glyphs)) * rule.minimumScale
    var text = block.text
    var glyphs = block.glyphs
    for abbreviation in rule.abbreviations {
      let next = ShrinkRule.apply(abbreviation, to: text)
      guard next != text else { continue }
      let nextGlyphs = TextWrapper.glyphs(next)
      if Double(TextWrapper.width(nextGlyphs)) < floor { break }
      text = next
      glyphs = nextGlyphs
      let wrapped = TextWrapper.wrap(glyphs, toWidth: width, mode: .words)
      if wrapped.count <= maxLines { return wrapped }
    }
    let tight = TextWrapper.wrap(glyphs, toWidth: width, mode: .characters)
    if tight.count <= maxLines { return tight }
    let wrapped = TextWrapper.wrap(glyphs, toWidth: width, mode: .words)
    return TextWrapper.limit(wrapped, toLines: maxLines, width: width)
  }
}
