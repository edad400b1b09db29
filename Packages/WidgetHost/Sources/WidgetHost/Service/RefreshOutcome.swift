import AppCommandLine
import Foundation
import Timelines

/// What one refresher pass did about one placed widget, as `refresh` prints it.
struct RefreshOutcome: Sendable, Codable {
  /// What happened.
  enum Action: String, Sendable, Codable {
    case reloaded, failed, deferred
    case notDue = "not-due"
    case skipped
  }

  /// The widget's kind (with `@URL` when it reads another server than the public one).
  let kind: String
  /// The family, as `--family` spells it.
  let family: String
  /// The configuration's storage key (`none` for a widget without one).
  let configuration: String
  let action: Action
  /// Why: the reload's trigger, the budget's date, or the failure.
  let reason: String
  /// When the widget reloads next, when that is known.
  let nextReload: Date?
  /// The exit status this outcome asks for: 0, or the failure's.
  let exitCode: ExitCode

  enum CodingKeys: String, CodingKey {
    case kind, family, configuration, action, reason, nextReload
    case exitCode = "status"
  }

  init(
    key: WidgetKey, action: Action, reason: String, nextReload: Date?, exitCode: ExitCode = .success
  ) {
    kind = key.kind
    family = key.family.argumentName
    configuration = key.configurationKey
    self.action = action
    self.reason = reason
    self.nextReload = nextReload
    self.exitCode = exitCode
  }

  /// The widget's key, rebuilt from its fields; `nil` for a family no longer known.
  var key: WidgetKey? {
    WidgetFamily(argument: family).map {
      WidgetKey(kind: kind, family: $0, configurationKey: configuration)
    }
  }

  /// "todos medium: reloaded (requested by refresh); next reload 15:34".
  func line(in timeZone: TimeZone) -> String {
    let name =
      [kind, family] + (configuration == NoConfiguration().storageKey ? [] : [configuration])
    let next = nextReload.map { "; next reload \(ClockText.hourMinute($0, in: timeZone))" } ?? ""
    return "\(name.joined(separator: " ")): \(action.rawValue) (\(reason))\(next)"
  }
}
