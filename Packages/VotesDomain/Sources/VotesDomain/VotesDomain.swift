/// The `VotesDomain` module: House roll-call votes, their sources and votes:// routes.
///
/// This is a shell that compiles until its own issue fills it in.
public enum VotesDomain {
  /// One line that says what this module will hold.
  public static let purpose = "House roll-call votes, their sources and votes:// routes."
}
