/// One item of the tray item's menu (`com.canonical.dbusmenu`), before it gets an id: what it
/// shows and what a click on it does.
struct TrayMenuItem: Sendable, Hashable {
  /// What a click on an item does.
  enum Action: Sendable, Hashable {
    /// Nothing: a line of the entry, or a separator.
    case none
    /// Runs the app's intent link (`todos://intent/toggle?id=7`) as every surface does.
    case intent(String)
    /// Opens a terminal with `APP widget --watch` for the same widget.
    case openWidget
    /// Reloads the widget now, as `refresh --force` does.
    case refresh
    /// Ends the tray item.
    case quit
  }

  /// What identifies the item from one layout to the next: an item of the same key keeps its
  /// id, and an id never names an item of another key.
  var key: String
  /// The words shown, already made safe (see ``TrayText/menuLabel(_:)``); empty for a
  /// separator.
  var label: String
  /// A separator line instead of an item.
  var isSeparator = false
  /// Whether a click does anything.
  var enabled: Bool
  /// A checkmark item's state (a todo's done flag), `nil` for a plain item.
  var checked: Bool?
  /// What a click does.
  var action: Action

  /// A line of the entry: shown, not clickable.
  static func line(_ key: String, _ text: String) -> TrayMenuItem {
    TrayMenuItem(key: key, label: TrayText.menuLabel(text), enabled: false, action: .none)
  }

  /// A separator.
  static func separator(_ key: String) -> TrayMenuItem {
    TrayMenuItem(key: key, label: "", isSeparator: true, enabled: true, action: .none)
  }

  /// A clickable item.
  static func button(_ key: String, _ text: String, checked: Bool? = nil, _ action: Action)
    -> TrayMenuItem
  {
    TrayMenuItem(
      key: key, label: TrayText.menuLabel(text), enabled: true, checked: checked, action: action)
  }
}
