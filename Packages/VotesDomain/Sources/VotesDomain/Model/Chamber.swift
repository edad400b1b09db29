/// Where the House took a vote: sitting as the House, or as the Committee of the Whole.
///
/// The Clerk writes `<chamber>` for the House and `<committee>` for the Committee of the
/// Whole House on the state of the Union, where amendments are usually voted on. congress.gov
/// does not say, so its votes read as ``house``.
public enum Chamber: String, Sendable, Codable, Hashable, CaseIterable {
  /// The House of Representatives.
  case house
  /// The Committee of the Whole House on the state of the Union.
  case committeeOfTheWhole

  /// A short label for display.
  public var label: String {
    switch self {
    case .house: "House"
    case .committeeOfTheWhole: "Committee of the Whole"
    }
  }
}
