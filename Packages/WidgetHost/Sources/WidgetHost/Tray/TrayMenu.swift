import DeepLinks
import Foundation

/// The items of the tray item's menu for one status line: the entry's line and its detail,
/// the widget's buttons, then "Open widget", "Refresh now" and "Quit".
///
/// The buttons come from the app's intent declarations and the entry's detail links, the same
/// for every app: a detail whose link carries every required parameter of an intent (a todo's
/// `todos://todo/7` and `toggle`'s `id`) becomes that intent's item, labelled with the detail
/// (a detail reading `[x] …` or `[ ] …` becomes a checkmark item, checked or not); an intent
/// without required parameters is one item (dadjokes' another joke, votes' older and newer
/// roll call), run with the widget's own link for it when the widget's button is that intent.
struct TrayMenu: Sendable {
  /// The scheme of the app's links.
  var scheme: String
  /// The app's intents.
  var intents: [IntentDeclaration]
  /// The parameters of one of the app's own links (`todos://todo/7` → `id: 7`), `nil` for a
  /// link that is not one.
  var routeValues: @Sendable (String) -> [String: RouteMatch.Value]?

  /// The items for `status` (and its sanitised `text`).
  func items(for status: StatusLine, text: StatusText) -> [TrayMenuItem] {
    var items = [TrayMenuItem.line("text", text.full)]
    let details =
      status.details.isEmpty
      ? text.detailLines.map { StatusDetail($0) } : status.details
    for (index, detail) in details.prefix(TrayText.lineLimit).enumerated() {
      items.append(item(for: detail, index: index))
    }
    if let age = text.ageLine { items.append(.line("age", age)) }
    let buttons = intentButtons(primary: status.intent)
    if !buttons.isEmpty {
      items.append(.separator("separator-intents"))
      items += buttons
    }
    items.append(.separator("separator-host"))
    items.append(.button("open-widget", "Open widget", .openWidget))
    items.append(.button("refresh", "Refresh now", .refresh))
    items.append(.button("quit", "Quit", .quit))
    return items
  }

  /// The item of one detail: the intent its link fits, else a line.
  private func item(for detail: StatusDetail, index: Int) -> TrayMenuItem {
    guard let link = detail.url.flatMap(intentLink(forDetail:)) else {
      return .line("line-\(index)", detail.text)
    }
    let text = StatusText.oneLine(detail.text)
    for (prefix, checked) in [("[x] ", true), ("[ ] ", false)] where text.hasPrefix(prefix) {
      return .button(
        "intent \(link)", String(text.dropFirst(prefix.count)), checked: checked, .intent(link))
    }
    return .button("intent \(link)", text, .intent(link))
  }

  /// The link of the first intent whose required parameters `url`'s values all give.
  func intentLink(forDetail url: String) -> String? {
    guard let values = routeValues(url) else { return nil }
    for intent in intents {
      let required = intent.parameters.filter { !$0.route.isOptional }.map(\.route.name)
      guard !required.isEmpty, required.allSatisfy({ values[$0] != nil }) else { continue }
      let names = Set(intent.parameters.map(\.route.name))
      let link = intent.link(scheme: scheme, values.filter { names.contains($0.key) })
      if (try? IntentInvocation(link, scheme: scheme, intents: intents)) != nil { return link }
    }
    return nil
  }

  /// One item per intent that needs no parameter, in declaration order, labelled with its
  /// summary's first clause ("Show another joke in the widget now").
  private func intentButtons(primary: String?) -> [TrayMenuItem] {
    let primaryIntent = primary.flatMap {
      try? IntentInvocation($0, scheme: scheme, intents: intents)
    }
    return intents.filter { $0.parameters.allSatisfy(\.route.isOptional) }.map { intent in
      let link =
        primaryIntent?.declaration == intent
        ? primaryIntent?.link(scheme: scheme) ?? intent.link(scheme: scheme)
        : intent.link(scheme: scheme)
      return .button("intent \(link)", Self.label(of: intent), .intent(link))
    }
  }

  /// An intent's summary up to its first comma or full stop.
  static func label(of intent: IntentDeclaration) -> String {
    let clause = intent.summary.prefix { $0 != "," && $0 != "." }
    return clause.isEmpty ? intent.name : String(clause)
  }
}
