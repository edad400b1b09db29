/// One cell of a ``Canvas``.
public struct Cell: Sendable, Hashable {
  /// The grapheme cluster drawn here; a space for an empty cell, and empty for the second half
  /// of a wide character.
  public var character: String
  /// How the cell is drawn.
  public var style: CellStyle
  /// The index of the cell's hyperlink in ``Canvas/links``, if any.
  public var link: Int?

  /// Whether this cell is the right half of the wide character in the cell before it.
  public var isContinuation: Bool { character.isEmpty }

  /// A blank cell.
  public static let blank = Cell(character: " ", style: .plain, link: nil)
}
