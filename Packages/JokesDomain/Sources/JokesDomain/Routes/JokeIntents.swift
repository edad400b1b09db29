import DeepLinks

/// What a jokes widget's button does, declared once (WidgetKit's `AppIntent`): the `next`
/// command, its help, completions and man page, the `dadjokes://intent/next?type=…` link and
/// the widget's key are read from here.
public enum JokeIntents {
  /// The scheme of the app's links.
  public static let scheme = "dadjokes"

  /// Another joke of the widget's type, now.
  public static let next = IntentDeclaration(
    "next",
    summary: "Show another joke in the widget now, as its button does.",
    parameters: [
      .option(
        .string("type", allowed: JokeType.allCases.map(\.identifier)), "TYPE",
        help: "The widget's kind of joke (default: dadjoke).")
    ],
    performs: """
      fetches a new joke of the widget's type at once, outside the refresh budget as for an \
      app in the foreground; two presses within 5 seconds fetch once
      """,
    reloads: "the jokes widget of that type and its status lines", key: "n")

  /// Every intent of the app.
  public static let all = [next]

  /// The link that shows another joke of `type`: `dadjokes://intent/next?type=dadjoke`.
  public static func nextLink(type: JokeType) -> String {
    next.link(scheme: scheme, ["type": .string(type.identifier)])
  }
}

extension JokeIntents {
  /// Whether `dadjokes open` accepts `link`: a joke's (`dadjokes://joke?type=dadjoke`) or an
  /// intent's (`dadjokes://intent/next?type=dadjoke`).
  public static func opens(_ link: String) -> Bool {
    if IntentDeclaration.isIntentLink(link, scheme: scheme) {
      return (try? IntentInvocation(link, scheme: scheme, intents: all)) != nil
    }
    return (try? JokeRoute(string: link)) != nil
  }
}
