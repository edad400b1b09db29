import JokesDomain
import TextRendering

extension JokeEntry {
  /// What the jokes widget says when spoken, written once for every surface (a picture's
  /// `<desc>`, the board, the tray's tooltip): its type's name and the joke on one line,
  /// "Dad Joke: Why did the scarecrow win an award? …". The joke came from the network: it is
  /// sanitised and bounded.
  public var summary: WidgetSummary {
    let title = joke.type.displayName
    let text = Sanitizer.spoken(joke.text)
    return WidgetSummary(title: title, text: title + ": " + (text.isEmpty ? "no joke." : text))
  }
}
