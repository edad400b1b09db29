/// A run of text: wrapped at word boundaries to the width it is given, then shrunk and
/// truncated with `…` if it still does not fit (see ``ShrinkRule``).
///
/// The string is sanitised when the view is made: control characters and escape sequences are
/// removed (line breaks are kept as `\n`) and it is normalised to NFC, so text from the network
/// can never drive the terminal.
public struct Text: View, PrimitiveView, Sendable {
  /// The sanitised string this view draws.
  public let content: String

  /// Text showing `content`, sanitised.
  public init(_ content: String) {
    self.content = Sanitizer.sanitize(content, allowsNewlines: true)
  }

  /// Text showing `content` as is apart from sanitising (the same as `init(_:)`; there is no
  /// localisation to skip).
  public init(verbatim content: String) {
    self.init(content)
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }

  var node: ViewNode { .text(content) }
}
