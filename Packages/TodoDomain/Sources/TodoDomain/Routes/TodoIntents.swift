import DeepLinks

/// What a todos widget's buttons do, declared once (WidgetKit's `AppIntent`s): the `toggle`
/// command, its help, completions and man page, the `todos://intent/toggle?id=7` link and the
/// widget's key are all read from here.
public enum TodoIntents {
  /// The scheme of the app's links.
  public static let scheme = "todos"

  /// Marks a todo done, or open again.
  public static let toggle = IntentDeclaration(
    "toggle",
    summary: "Mark a todo done, or open again, as the widget's toggle does.",
    parameters: [
      .argument(.int("id", in: 1...), "ID", help: "The todo's id, a positive whole number.")
    ],
    performs: """
      flips the completed flag the widget shows at once in a local overlay (pending), sends \
      it to the service in one request (PATCH /todos/ID; a todo the app has never shown is \
      fetched first), then shows the todo the service answered; a failed PATCH rolls the \
      change back
      """,
    reloads: "the todos widget and status lines, from the stored timeline and the overlay",
    key: "t")

  /// Every intent of the app.
  public static let all = [toggle]

  /// The link that toggles todo `id`: `todos://intent/toggle?id=7`.
  public static func toggleLink(id: Int) -> String {
    toggle.link(scheme: scheme, ["id": .int(id)])
  }
}

extension TodoIntents {
  /// Whether `todos open` accepts `link`: a todo's (`todos://todo/7`) or an intent's
  /// (`todos://intent/toggle?id=7`).
  public static func opens(_ link: String) -> Bool {
    if IntentDeclaration.isIntentLink(link, scheme: scheme) {
      return (try? IntentInvocation(link, scheme: scheme, intents: all)) != nil
    }
    return (try? TodoRoute(string: link)) != nil
  }
}
