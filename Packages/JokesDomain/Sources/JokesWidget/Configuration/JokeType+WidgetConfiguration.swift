import JokesDomain
import Timelines

/// The jokes widget is configured by joke type, as the tutorial's intent (`ConfigurationIntent`
/// with its `JokeType` parameter) configured it: one timeline per type, stored under the type's
/// identifier.
extension JokeType: WidgetConfiguration {}

extension JokeType {
  /// The type a new widget shows until the user picks another: Dad Joke, the intent's default.
  public static let widgetDefault = JokeType.dadJoke

  /// The choices the intent handler offered for the widget's type, in its order: every type,
  /// each shown by its ``displayName`` and chosen by its ``identifier``.
  public static var widgetOptions: [JokeTypeOption] {
    allCases.map { JokeTypeOption(type: $0, isDefault: $0 == widgetDefault) }
  }
}

/// One choice of the widget's configuration, as the intent handler's options collection
/// listed it: what a person reads and what a command line or link takes.
///
/// Encoded as `{"identifier": "dadjoke", "displayName": "Dad Joke", "default": true}`.
public struct JokeTypeOption: Codable, Hashable, Sendable {
  /// The joke type.
  public var type: JokeType

  /// Whether a widget shows this type until configured otherwise.
  public var isDefault: Bool

  /// The identifier options and links take: `dadjoke`.
  public var identifier: String { type.identifier }

  /// The name shown to people: `Dad Joke`.
  public var displayName: String { type.displayName }

  /// Creates an option.
  ///
  /// - Parameters:
  ///   - type: The joke type.
  ///   - isDefault: Whether it is the widget's default.
  public init(type: JokeType, isDefault: Bool) {
    self.type = type
    self.isDefault = isDefault
  }

  /// Decodes an option from its identifier and default flag; the display name is derived.
  ///
  /// - Throws: `DecodingError` when the identifier is not a joke type's.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    type = try container.decode(JokeType.self, forKey: .identifier)
    isDefault = try container.decodeIfPresent(Bool.self, forKey: .isDefault) ?? false
  }

  /// Encodes the identifier, display name and default flag.
  ///
  /// - Throws: `EncodingError` when the encoder refuses a value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(identifier, forKey: .identifier)
    try container.encode(displayName, forKey: .displayName)
    try container.encode(isDefault, forKey: .isDefault)
  }

  private enum CodingKeys: String, CodingKey {
    case identifier
    case displayName
    case isDefault = "default"
  }
}
