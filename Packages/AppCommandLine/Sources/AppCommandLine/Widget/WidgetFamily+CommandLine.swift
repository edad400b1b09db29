import TextRendering
import Timelines

extension ParsedArguments {
  /// The `--family` value among the families a widget supports, or `defaultFamily`.
  /// - Throws: ``CommandFailure`` (usage) naming the supported families.
  public func family(
    supported: [WidgetFamily], default defaultFamily: WidgetFamily
  ) throws -> WidgetFamily {
    guard let text = value("family") else { return defaultFamily }
    let names = supported.map(\.argumentName).joined(separator: ", ")
    guard let family = WidgetFamily(argument: text), supported.contains(family) else {
      throw CommandFailure.usage(
        "this widget comes in \(names); --family '\(Self.quoted(text))' is not one of them")
    }
    return family
  }
}

extension CanvasSize {
  /// The cell box of a widget family: small 21×10 (no `Link` regions), medium 45×10,
  /// large 45×22, extra large 95×22.
  public init(_ family: WidgetFamily) {
    switch family {
    case .systemSmall: self = .small
    case .systemMedium: self = .medium
    case .systemLarge: self = .large
    case .systemExtraLarge: self = .extraLarge
    }
  }
}
