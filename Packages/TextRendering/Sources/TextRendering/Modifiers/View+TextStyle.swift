extension View {
  /// Sets the font of the text below (see ``Font`` for how fonts look in a terminal).
  public func font(_ font: Font?) -> AnyView {
    environment { $0.font = font ?? .body }
  }

  /// Sets the weight of the text below: light weights are dim, semibold and heavier bold.
  public func fontWeight(_ weight: Font.Weight?) -> AnyView {
    environment {
      $0.bold = weight.map(\.isBold)
      $0.dim = weight.map(\.isDim)
    }
  }

  /// Draws the text below in bold, or not.
  public func bold(_ isActive: Bool = true) -> AnyView {
    environment { $0.bold = isActive }
  }

  /// Draws the text below dim (faint), or not.
  public func dim(_ isActive: Bool = true) -> AnyView {
    environment { $0.dim = isActive }
  }

  /// Draws the text below in italics where the terminal has them, or not.
  public func italic(_ isActive: Bool = true) -> AnyView {
    environment { $0.italic = isActive }
  }

  /// Underlines the text below, or not.
  public func underline(_ isActive: Bool = true) -> AnyView {
    environment { $0.underline = isActive }
  }

  /// Sets the colour of the text, symbols and lines below; `nil` is the terminal's default.
  public func foregroundColor(_ color: Color?) -> AnyView {
    environment { $0.foreground = color }
  }

  /// Sets the colour of the text, symbols and lines below.
  public func foregroundStyle(_ color: Color) -> AnyView {
    foregroundColor(color)
  }

  /// Transforms the case of the text below; `nil` leaves it as written.
  public func textCase(_ textCase: TextCase?) -> AnyView {
    environment { $0.textCase = textCase }
  }

  /// Limits the text below to `limit` lines (`nil`: as many as fit); the last line ends in `…`
  /// when text is cut.
  public func lineLimit(_ limit: Int?) -> AnyView {
    environment { $0.lineLimit = limit.map { max($0, 0) } }
  }

  /// Lets the text below shrink before it truncates: a factor below 1 turns on
  /// ``ShrinkRule`` with the common abbreviations; 1 turns shrinking off.
  public func minimumScaleFactor(_ factor: Double) -> AnyView {
    environment { $0.shrink = factor < 1 ? ShrinkRule(minimumScale: factor) : nil }
  }

  /// Lets the text below shrink by `rule` before it truncates.
  public func shrinkToFit(_ rule: ShrinkRule) -> AnyView {
    environment { $0.shrink = rule }
  }

  /// Lines up the lines of multi-line text below.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> AnyView {
    environment { $0.textAlignment = alignment }
  }

  /// Draws the text and symbols below as placeholders: same-width runs of `█`, layout unchanged.
  /// An empty set of reasons turns redaction off.
  public func redacted(reason: RedactionReasons) -> AnyView {
    environment { $0.redacted = reason.contains(.placeholder) }
  }

  /// Draws the text and symbols below as they are, even inside a redacted view.
  public func unredacted() -> AnyView {
    environment { $0.redacted = false }
  }

  /// Marks the view as accentable, as WidgetKit's `widgetAccentable(_:)`: in the accented
  /// rendering mode pictures draw it in the accent colour; otherwise it looks the same.
  public func widgetAccentable(_ accentable: Bool = true) -> AnyView {
    environment { $0.accentable = accentable }
  }

  /// This view with an environment change applied to everything below it.
  func environment(_ change: @escaping @Sendable (inout LayoutEnvironment) -> Void) -> AnyView {
    AnyView(self).wrapped { .environment(EnvironmentChange(change), $0) }
  }
}
