import Foundation

/// What the tray item shows for one status line: every property a host reads and the menu's
/// items, each string already sanitised, bounded and escaped for its field.
struct TrayState: Sendable, Hashable {
  /// `Id`: the app's name.
  var id: String
  /// `Title`: "todos: 4 open · buy milk" (plain text).
  var title: String
  /// `Status`: `Active`, or `NeedsAttention` when the data is stale (a reload failed or is
  /// overdue).
  var status: String
  /// `IconName`: a name of the standard icon theme.
  var iconName: String
  /// The picture drawn in code for `IconPixmap`.
  var icon: TrayIcon.Look
  /// The tooltip's title (markup, escaped): the widget's display name.
  var tooltipTitle: String
  /// The tooltip's body, its lines separated by `\n` (markup, escaped).
  var tooltipBody: String
  /// `XAyatanaLabel`: the one-line text shown beside the icon.
  var label: String
  /// The menu's items.
  var menu: [TrayMenuItem]
  /// The entry's deep link, which `Activate` opens.
  var link: String?
  /// The widget's primary intent, which `SecondaryActivate` runs.
  var intent: String?

  /// The icon of a widget whose data is current.
  static let activeIcon = "dialog-information"
  /// The icon of a widget whose data is stale: also `AttentionIconName`.
  static let attentionIcon = "dialog-warning"

  /// The state for `status`, with the menu of `menu`.
  init(_ status: StatusLine, menu: TrayMenu, timeZone: TimeZone) {
    let text = StatusText(status, maxWidth: TrayText.lineWidth, timeZone: timeZone)
    id = text.app
    title = TrayText.plain("\(text.app): \(text.full)")
    let attention = status.state == .stale
    self.status = attention ? "NeedsAttention" : "Active"
    iconName = attention ? Self.attentionIcon : Self.activeIcon
    icon =
      switch status.state {
      case .fresh: .fresh
      case .stale: .stale
      case .placeholder: .placeholder
      }
    // The widget's spoken summary titles and opens the tooltip, as it describes its picture.
    tooltipTitle = TrayText.markup(status.summary?.title ?? text.app)
    var lines = [status.summary?.text ?? text.full] + text.detailLines.prefix(TrayText.lineLimit)
    if let age = text.ageLine { lines.append(age) }
    tooltipBody = lines.map { TrayText.markup($0) }.joined(separator: "\n")
    label = TrayText.plain(text.full, width: TrayText.labelWidth)
    self.menu = menu.items(for: status, text: text)
    link = text.url
    intent = status.intent
  }
}
