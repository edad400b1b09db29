import Foundation

/// When the widget asks its provider for a new timeline: WidgetKit's `TimelineReloadPolicy`.
///
/// Every policy names the *earliest* moment for a reload, never a promise: the refresh budget
/// (`RefreshBudget`) may hold a reload back, as WidgetKit's does. WidgetKit declares the policy
/// as a structure with static members; here it is an enumeration, so `.atEnd`, `.after(date)`
/// and `.never` read the same at the call site and can also be matched with `switch`.
public enum TimelineReloadPolicy: Sendable, Hashable {
  /// Request a new timeline after the date of the timeline's last entry passes.
  case atEnd

  /// Request a new timeline no earlier than the given date.
  case after(Date)

  /// Never request a new timeline on its own; only an explicit reload asks for one.
  case never
}

extension TimelineReloadPolicy: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind
    case date
  }

  private enum Kind: String, Codable {
    case atEnd
    case after
    case never
  }

  /// Decodes `{"kind": "atEnd" | "after" | "never", "date": …}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(Kind.self, forKey: .kind) {
    case .atEnd:
      self = .atEnd
    case .after:
      self = .after(try container.decode(Date.self, forKey: .date))
    case .never:
      self = .never
    }
  }

  /// Encodes `{"kind": "atEnd" | "after" | "never", "date": …}`; `date` only for `.after`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .atEnd:
      try container.encode(Kind.atEnd, forKey: .kind)
    case .after(let date):
      try container.encode(Kind.after, forKey: .kind)
      try container.encode(date, forKey: .date)
    case .never:
      try container.encode(Kind.never, forKey: .kind)
    }
  }
}
