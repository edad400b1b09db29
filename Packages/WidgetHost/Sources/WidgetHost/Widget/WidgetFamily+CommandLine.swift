import AppCommandLine
import Foundation
import TextRendering
import Timelines

extension WidgetFamily {
  /// The short name a command line uses: `small`, `medium`, `large`, `extraLarge`.
  ///
  /// `--family` takes it, help and completions offer it, and `status` and `widgets` print it.
  /// The spelling belongs to the command line, not to Timelines' model.
  public var argumentName: String {
    switch self {
    case .systemSmall:
      return "small"
    case .systemMedium:
      return "medium"
    case .systemLarge:
      return "large"
    case .systemExtraLarge:
      return "extraLarge"
    }
  }

  /// Reads a `--family` value: the short name (`small`, `medium`, `large`, `extraLarge` or
  /// `extra-large`) or the WidgetKit name (`systemMedium`), in any letter case; `nil` otherwise.
  public init?(argument: String) {
    let folded = argument.lowercased().replacingOccurrences(of: "-", with: "")
    let match = Self.allCases.first { family in
      folded == family.argumentName.lowercased() || folded == family.rawValue.lowercased()
    }
    guard let match else { return nil }
    self = match
  }
}

extension OptionValues {
  /// The `--family` value among the families a widget supports, or `defaultFamily`.
  /// - Throws: ``CommandFailure`` (usage) naming the supported families.
  public func family(
    supported: [WidgetFamily], default defaultFamily: WidgetFamily
  ) throws -> WidgetFamily {
    guard let text = try self[.family] else { return defaultFamily }
    let names = supported.map(\.argumentName).joined(separator: ", ")
    guard let family = WidgetFamily(argument: text), supported.contains(family) else {
      throw CommandFailure.usage(
        "this widget comes in \(names); --family '\(ParsedArguments.quoted(text))' is not one of them"
      )
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
