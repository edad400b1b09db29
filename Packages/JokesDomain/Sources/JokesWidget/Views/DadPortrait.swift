import TextRendering

/// The dad at the widget's left, 13 cells wide and 8 rows tall: a drawing in ASCII standing in
/// for the tutorial's photo (glasses, moustache, a collar), so it is the same width in every
/// terminal and font.
struct DadPortrait: View {
  /// The portrait's width in cells.
  static let width = 13

  /// The drawing, one string a row, each exactly ``width`` cells (a test checks).
  static let rows = [
    #"   .-~~~-.   "#,
    #"  /       \  "#,
    #" |  -   -  | "#,
    #" | (o)-(o) | "#,
    #" |    J    | "#,
    #" |  {===}  | "#,
    #"  \  ---  /  "#,
    #"  _`-...-'_  "#,
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(Array(Self.rows.enumerated()), id: \.offset) { row in
        let indent = Self.indent(of: row.element)
        Text(String(row.element.dropFirst(indent))).lineLimit(1).padding(.leading, indent)
      }
    }
    .frame(width: Self.width, alignment: .leading)
  }

  /// How many spaces start `row`: drawn as padding, since text layout trims spaces at the
  /// start of a line.
  static func indent(of row: String) -> Int {
    row.prefix { $0 == " " }.count
  }
}
