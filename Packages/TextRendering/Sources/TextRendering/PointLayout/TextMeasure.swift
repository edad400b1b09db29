/// How wide and tall text is, in points: what the point layout measures text with.
///
/// The reference fonts' metrics (Liberation Sans, Noto Color Emoji) answer it in a build; the
/// tests may use a simpler measurer.
protocol TextMeasure: Sendable {
  /// The advance of `text` set at `size` points, with kerning; emoji and symbols included.
  func width(of text: Substring, size: Double, bold: Bool) -> Double
  /// The ascent above the baseline at `size` points (positive).
  func ascent(size: Double) -> Double
  /// The descent below the baseline at `size` points (positive).
  func descent(size: Double) -> Double
  /// The line height (ascent + descent + line gap) at `size` points.
  func lineHeight(size: Double) -> Double
}
