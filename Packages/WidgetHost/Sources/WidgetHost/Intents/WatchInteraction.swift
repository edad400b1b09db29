import AppCommandLine
import DeepLinks
import Foundation
import TextRendering

/// What `widget --watch` does with the widget's buttons: a click on a button's cells (SGR
/// mouse reporting) or its key runs the button's intent, in this process, at most once a
/// second per target; the widget redraws when the state folder changes (the pending state,
/// then the result). Keys are derived from the app's intent declarations: an intent shown by
/// one button (or by none, when it takes no parameter) has its declared key; several buttons
/// of one intent (a large todos widget's toggles) are numbered 1 to 9 in reading order.
public struct WatchInteraction: Sendable {
  /// One key of a frame.
  public struct Key: Sendable, Hashable {
    /// What to press.
    public var key: Character
    /// The intent link it runs.
    public var link: String
    /// The intent's name, for the footer.
    public var name: String
  }

  /// The scheme of the app's links.
  public let scheme: String
  /// The app's intents.
  public let intents: [IntentDeclaration]
  /// The folder whose changes redraw the widget.
  public let stateDirectory: URL
  /// Runs an intent link; returns a line to show when it failed (or was ignored).
  public let run: @Sendable (String) async -> String?

  /// Whether `link` is one of the app's intent links.
  public func accepts(_ link: String) -> Bool {
    IntentDeclaration.isIntentLink(link, scheme: scheme)
      && (try? IntentInvocation(link, scheme: scheme, intents: intents)) != nil
  }

  /// The keys of the frame drawn as `frame`.
  public func keys(in frame: String) -> [Key] {
    let targets = ButtonRegions(frame: frame).targets(where: accepts)
    var keys: [Key] = []
    var digitsUsed = false
    for declaration in intents {
      let links = targets.filter {
        (try? IntentInvocation($0, scheme: scheme, intents: intents))?.declaration == declaration
      }
      if links.count > 1, !digitsUsed {
        digitsUsed = true
        for (index, link) in links.prefix(9).enumerated() {
          keys.append(Key(key: Character("\(index + 1)"), link: link, name: declaration.name))
        }
      } else if let key = declaration.key, links.count == 1 {
        keys.append(Key(key: key, link: links[0], name: declaration.name))
      } else if let key = declaration.key, links.isEmpty,
        declaration.parameters.allSatisfy(\.route.isOptional)
      {
        keys.append(Key(key: key, link: declaration.link(scheme: scheme), name: declaration.name))
      }
    }
    return keys
  }

  /// The footer line that documents `keys`: `1-5 toggle · click a button · Ctrl-C quits`.
  public static func footer(_ keys: [Key]) -> String {
    var parts: [String] = []
    var index = 0
    while index < keys.count {
      let name = keys[index].name
      var end = index
      while end + 1 < keys.count, keys[end + 1].name == name, keys[end + 1].key.isNumber {
        end += 1
      }
      parts.append(
        end > index
          ? "\(keys[index].key)-\(keys[end].key) \(name)" : "\(keys[index].key) \(name)")
      index = end + 1
    }
    return (parts + ["click a button", "Ctrl-C quits"]).joined(separator: " · ")
  }
}
