/// Where the picture writers take their text measurer from: the reference fonts' metrics
/// (Liberation Sans, Noto Color Emoji), generated into ``FontMetrics`` by `Tools/font-metrics`,
/// the faces the picture's font stack names first.
enum PictureMetrics {
  /// The measurer every picture is laid out with.
  static let measure = FontMetrics.reference
}

extension FontMetrics: TextMeasure {}
