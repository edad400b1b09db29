import DeepLinks

/// What a votes widget's buttons do, declared once (WidgetKit's `AppIntent`s): the `next` and
/// `previous` commands, their help, completions and man page, their links and keys are read
/// from here.
public enum VoteIntents {
  /// The scheme of the app's links.
  public static let scheme = "votes"

  /// The roll call before the one the widget shows.
  public static let next = IntentDeclaration(
    "next",
    summary: "Page the widget to the older roll call, as its button does.",
    performs: """
      shows the roll call before the one the widget shows (from the stored rolls, without a \
      request where the roll is stored)
      """,
    reloads: "the votes widget and its status lines, from the page kept in the state folder",
    key: "n")

  /// The roll call after the one the widget shows, up to the latest.
  public static let previous = IntentDeclaration(
    "previous",
    summary: "Page the widget back to the newer roll call, as its button does.",
    performs: """
      shows the roll call after the one the widget shows, up to the latest, which ends the \
      paging (from the stored rolls, without a request where the roll is stored)
      """,
    reloads: "the votes widget and its status lines, from the page kept in the state folder",
    key: "p")

  /// Every intent of the app.
  public static let all = [next, previous]

  /// `votes://intent/next`.
  public static var nextLink: String { next.link(scheme: scheme) }
  /// `votes://intent/previous`.
  public static var previousLink: String { previous.link(scheme: scheme) }
}
