import Foundation
import TextRendering
import Timelines
import __Name__Domain

/// The widget in its one family, medium: the app's name in a group box, the first item's
/// title and detail, then the next items one line each. Tapping it opens the first item.
/// The template's view: replace it with the app's own.
public struct __Item__WidgetView: View {
  /// The families the widget supports: medium.
  public static let supportedFamilies: [WidgetFamily] = [.systemMedium]

  /// The most characters of a server's text the widget lays out: a longer text never fits the
  /// box and is cut here, with `…`, so a server that sends megabytes is drawn as fast as any.
  static let maximumLaidOutCharacters = 200

  /// What to show.
  public var entry: __Item__Entry

  /// A view of an entry.
  public init(entry: __Item__Entry) {
    self.entry = entry
  }

  /// The group box with the first item and the next ones.
  public var body: some View {
    GroupBox("__Name__", systemImage: "text.quote") {
      if let first = entry.items.first {
        VStack(alignment: .leading, spacing: 0) {
          Text(Self.laidOut(first.title)).font(.headline).lineLimit(3)
          Text(Self.laidOut(first.detail)).font(.subheadline).lineLimit(1)
          ForEach(entry.items.dropFirst(), id: \.id) { next in
            Text("› " + Self.laidOut(next.title)).lineLimit(1)
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      } else {
        Text("Nothing to show yet. Try again later.").font(.subheadline)
      }
    }
    .widgetURL(entry.items.first.flatMap { Self.link(to: $0) })
  }

  /// A server's text as the widget lays it out: sanitised, without marks that belong to no
  /// character, cut to ``maximumLaidOutCharacters``.
  static func laidOut(_ text: String) -> String {
    Sanitizer.layoutPrefix(text, maximumCharacters: maximumLaidOutCharacters)
  }

  /// The link that opens `item`; `nil` when the route cannot carry its id (the server's 0 or
  /// negative id), so that the widget never draws a link that `__name__ open` refuses.
  static func link(to item: __Item__) -> URL? {
    let route = __Item__Route(id: item.id)
    return (try? __Item__Route(string: route.urlString)) == route ? route.url : nil
  }
}
