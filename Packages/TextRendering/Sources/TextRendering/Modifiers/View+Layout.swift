import Foundation

extension View {
  /// Adds space on `edges`: `length` cells, or by default 2 columns and 1 row.
  public func padding(_ edges: Edge.Set = .all, _ length: Int? = nil) -> AnyView {
    let insets = EdgeInsets(edges, length)
    return AnyView(self).wrapped { .padding(insets, defaultEdges: length == nil ? edges : [], $0) }
  }

  /// Adds `length` cells of space on every edge.
  public func padding(_ length: Int) -> AnyView {
    padding(EdgeInsets(.all, length))
  }

  /// Adds the given space on each edge.
  public func padding(_ insets: EdgeInsets) -> AnyView {
    AnyView(self).wrapped { .padding(insets, defaultEdges: [], $0) }
  }

  /// Gives the view a fixed width and/or height; the view is proposed that size and placed in
  /// it by `alignment`. A `nil` dimension is the view's own.
  public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center)
    -> AnyView
  {
    let width = width.map { cellLength($0) }
    let height = height.map { cellLength($0) }
    let spec = FrameSpec(
      minWidth: width, maxWidth: width, minHeight: height, maxHeight: height,
      alignment: alignment)
    return AnyView(self).wrapped { .frame(spec, $0) }
  }

  /// Gives the view a flexible frame: it takes the space proposed, kept between the limits
  /// (`maxWidth: .infinity` takes all of it), and places the view in it by `alignment`.
  public func frame(
    minWidth: Int? = nil, maxWidth: FrameLength? = nil, minHeight: Int? = nil,
    maxHeight: FrameLength? = nil, alignment: Alignment = .center
  ) -> AnyView {
    let spec = FrameSpec(
      minWidth: minWidth.map { cellLength($0) }, maxWidth: maxWidth?.cells,
      minHeight: minHeight.map { cellLength($0) }, maxHeight: maxHeight?.cells,
      alignment: alignment)
    return AnyView(self).wrapped { .frame(spec, $0) }
  }

  /// Fills the view's area behind it with a colour or gradient.
  public func background(_ style: some ShapeStyle) -> AnyView {
    let fill = Fill(style)
    return AnyView(self).wrapped { .background(fill, $0) }
  }

  /// Fills the whole widget, margins included, with a colour or gradient, as iOS 17's
  /// `containerBackground(for: .widget)`. The first one in the tree is used.
  public func containerBackground(_ style: some ShapeStyle) -> AnyView {
    let fill = Fill(style)
    return AnyView(self).wrapped { .containerBackground(fill, $0) }
  }

  /// Draws the view moved by `x` columns and `y` rows without changing its layout; what moves
  /// past the widget's content area is not drawn.
  public func offset(x: Int = 0, y: Int = 0) -> AnyView {
    let (dx, dy) = (cellLength(x, allowsNegative: true), cellLength(y, allowsNegative: true))
    return AnyView(self).wrapped { .offset(x: dx, y: dy, $0) }
  }

  /// Clips what the view below draws (for example after `offset(x:y:)`) to this view's frame.
  public func clipped() -> AnyView {
    AnyView(self).wrapped { .clipped($0) }
  }

  /// Sets the link that a click anywhere in the widget opens (an OSC 8 hyperlink on every cell
  /// not inside a ``Link``). The first one in the tree is used; `nil` or a URL that fails
  /// ``LinkValidator`` sets none.
  public func widgetURL(_ url: URL?) -> AnyView {
    guard let url, let target = LinkValidator.validatedTarget(url) else { return AnyView(self) }
    return AnyView(self).wrapped { .widgetURL(target, $0) }
  }
}
