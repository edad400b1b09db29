import DeepLinks
import Foundation

/// The votes app's deep link, `votes://vote/{congress}/{session}/{roll}`: the vote a widget
/// opens when tapped.
///
/// ```swift
/// let route = try VoteRoute(string: "votes://vote/119/1/23")  // VoteRoute(id: 119/1/23)
/// VoteRoute(id: vote.id).url                                 // votes://vote/119/1/23
/// ```
///
/// The Congress is 1…200, the session 1 or 2 and the roll 1…9999, as plain digits without
/// leading zeros; anything else is a ``DeepLinks/DeepLinkError`` saying what was expected.
public struct VoteRoute: URLRoute, Hashable {
  /// `votes://vote/<congress>/<session>/<roll>`.
  public static let detail = RoutePattern(
    host: "vote",
    path: [
      .int("congress", in: VoteID.congresses), .int("session", in: VoteID.sessions),
      .int("roll", in: VoteID.rolls),
    ]
  )

  /// The `votes` scheme with its one pattern.
  public static let router = URLRouter(scheme: "votes", patterns: [detail])

  /// The vote the link opens.
  public var id: VoteID

  /// The route to a vote.
  public init(id: VoteID) {
    self.id = id
  }

  /// The route from a parsed link.
  ///
  /// - Throws: ``DeepLinks/DeepLinkError`` only for a mistake in the pattern's declaration.
  public init(match: RouteMatch) throws(DeepLinkError) {
    id = VoteID(
      congress: try match.int("congress"), session: try match.int("session"),
      roll: try match.int("roll"))
  }

  /// The pattern and values the link is built from.
  public var match: RouteMatch {
    RouteMatch(
      Self.detail,
      ["congress": .int(id.congress), "session": .int(id.session), "roll": .int(id.roll)])
  }
}
