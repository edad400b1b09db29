/// What a widget says when it is spoken, as SwiftUI's `accessibilityLabel`: its display name
/// and one short summary of its entry. Each widget kind writes it once; a picture's `<title>`
/// and `<desc>`, the board, a tray's tooltip and a notification read it.
///
/// ```swift
/// WidgetSummary(title: "My Todos", text: "My Todos: 4 open of 10. Next: buy milk.")
/// ```
public struct WidgetSummary: Sendable, Hashable {
  /// The widget's display name: "My Todos".
  public var title: String
  /// The summary, one line: "My Todos: 4 open of 10. Next: buy milk."
  public var text: String

  /// A summary; both strings are taken as they are, so build any text from the network with
  /// ``Sanitizer/spoken(_:maximumCharacters:)``.
  public init(title: String, text: String) {
    self.title = title
    self.text = text
  }
}

extension RenderOptions {
  /// These options with a picture described by `summary`: its `<title>` and `<desc>` (see
  /// ``PictureStyle/title``), the ids starting with `id` when one is given. A terminal's
  /// options are unchanged.
  public func described(by summary: WidgetSummary, id: String? = nil) -> RenderOptions {
    var options = self
    options.output = output.described(title: summary.title, summary: summary.text, id: id)
    return options
  }
}
