import TextRendering

/// The picture's type sizes and colours, shared by its layout and by ``TodoCapacity``, which
/// counts the rows they leave room for.
enum TodoPictureStyle {
  /// The header's "My Todos": a headline, 17 points.
  static let headerSize = 17.0
  /// A todo's title: a subheadline, 15 points.
  static let rowSize = 15.0
  /// A toggle symbol's font size, 17 points: it is drawn 1.2 times as tall, 20 points.
  static let toggleSize = 17.0
  /// The note under the todos: a caption, 12 points.
  static let noteSize = 12.0
  /// The header's font.
  static let header = Font.headline
  /// A row's font.
  static let row = Font.subheadline
  /// The count's and the note's font.
  static let caption = Font.caption
  /// The toggles' and the header's colour, as the tutorials' `.tint(.blue)`.
  static let tint = Color.blue
}
