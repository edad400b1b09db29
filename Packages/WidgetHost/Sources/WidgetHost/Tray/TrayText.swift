import Escaping
import TextRendering

/// The strings of a tray item made safe for where the host shows them: everything from the
/// network sanitised (no control character, escape sequence or bidirectional control), put on
/// one line and cut to a bound; escaped for markup where the host reads markup (the tooltip);
/// with dbusmenu's mnemonic underscore doubled in menu labels.
enum TrayText {
  /// The widest a title, label or menu item gets, in cells.
  static let lineWidth = 80
  /// The widest the label beside the icon (`XAyatanaLabel`) gets, in cells.
  static let labelWidth = 40
  /// The most lines a tooltip's body or the menu's detail holds.
  static let lineLimit = 12

  /// `text` sanitised onto one line and cut to `width` cells with `…`.
  static func plain(_ text: String, width: Int = lineWidth) -> String {
    StatusText.oneLine(text).truncated(toWidth: width)
  }

  /// `text` for a markup field (an SNI tooltip): ``plain(_:width:)``, then `& < > " '` as
  /// entities, so that a `<b>` from the network shows as text.
  static func markup(_ text: String, width: Int = lineWidth) -> String {
    BarEscaping.pango(plain(text, width: width))
  }

  /// `text` as a dbusmenu label: ``plain(_:width:)`` with every `_` doubled, since one
  /// underscore marks the next character as the item's access key (found by Unicode scalar,
  /// so a combining mark after one does not hide it).
  static func menuLabel(_ text: String) -> String {
    ScalarEscaping.escaped(plain(text)) { $0 == "_" ? "__" : nil }
  }
}
