// The names 0.2 had, kept so that code written against them gets a fix-it.

/// The two public sources of House roll-call votes: renamed ``VoteSourceID``, "service"
/// naming only the background command.
@available(*, deprecated, renamed: "VoteSourceID")
public typealias VoteService = VoteSourceID

extension VoteSource {
  /// Which source this is: renamed ``VoteSource/id``.
  @available(*, deprecated, renamed: "id")
  public var service: VoteSourceID { id }
}
