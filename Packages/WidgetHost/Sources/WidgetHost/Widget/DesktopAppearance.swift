import DBus
import Foundation
import TextRendering

/// The desktop's accent colour and colour scheme, for `--accent auto` and `--appearance auto`.
///
/// Each is read from the XDG desktop portal where a session bus has one
/// (`org.freedesktop.portal.Settings.ReadOne`, else the older `Read`, of
/// `org.freedesktop.appearance` `accent-color` and `color-scheme`), else from pywal's
/// `colors.json` (``PywalColors``); what neither says stays `nil`, and the caller takes the
/// app's own. The portal is asked over the repository's D-Bus package with a short deadline,
/// so a bus or portal that hangs costs at most ``portalTimeout`` per question; a value out of
/// range is ignored.
struct DesktopAppearance: Sendable, Equatable {
  /// The desktop's accent, when it has one.
  var accent: Color?
  /// The desktop's colour scheme, when it prefers one.
  var appearance: PictureStyle.Appearance?

  /// The longest the portal is waited for: connecting, then each call.
  static let portalTimeout = Duration.seconds(2)

  static let portal = "org.freedesktop.portal.Desktop"
  static let settings = "org.freedesktop.portal.Settings"
  static let namespace = "org.freedesktop.appearance"

  /// What the desktop says, read from the portal (with the session bus of `variables`), then
  /// pywal's `colors.json` under `variables`' cache folder for what the portal did not say.
  static func read(variables: [String: String]) -> DesktopAppearance {
    var found = fromPortal(variables: variables)
    if found.accent == nil || found.appearance == nil {
      let pywal = PywalColors.read(variables: variables)
      found.accent = found.accent ?? pywal.accent
      found.appearance = found.appearance ?? pywal.appearance
    }
    return found
  }

  /// The portal's answers; nothing when there is no session bus, no portal, or it is slow.
  static func fromPortal(variables: [String: String]) -> DesktopAppearance {
    guard let address = variables["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty else {
      return DesktopAppearance()
    }
    do throws(DBusError) {
      let bus = try DBusConnection.sessionBus(environment: variables, timeout: portalTimeout)
      defer { bus.close() }
      let accent = try setting("accent-color", on: bus).flatMap(accentColor)
      let scheme = try setting("color-scheme", on: bus).flatMap(colorScheme)
      return DesktopAppearance(accent: accent, appearance: scheme)
    } catch {
      return DesktopAppearance()
    }
  }

  /// The value of `key`: `ReadOne`'s, else (a portal older than version 2) `Read`'s;
  /// `nil` when the portal answers with an error. A bus that fails or a call that times out
  /// throws, so no second question waits again.
  static func setting(_ key: String, on bus: DBusConnection) throws(DBusError) -> DBusValue? {
    for member in ["ReadOne", "Read"] {
      let call = DBusMessage.methodCall(
        destination: portal, path: try ObjectPath("/org/freedesktop/portal/desktop"),
        interface: settings, member: member, body: [.string(namespace), .string(key)])
      do throws(DBusError) {
        return try bus.call(call, timeout: portalTimeout).body.first.map(unwrapped)
      } catch {
        guard let name = error.errorName else { throw error }
        // Only a portal that lacks `ReadOne` is asked with `Read`.
        guard name == DBusError.Name.unknownMethod else { return nil }
      }
    }
    return nil
  }

  /// `value` without its variants (`Read` wraps the value twice), at most four deep.
  static func unwrapped(_ value: DBusValue) -> DBusValue {
    var value = value
    for _ in 0..<4 {
      guard case .variant(let inner) = value else { break }
      value = inner
    }
    return value
  }

  /// `(ddd)` in 0…1 as a colour; anything else, or a component out of range, `nil`.
  static func accentColor(_ value: DBusValue) -> Color? {
    guard case .structure(let members) = value, members.count == 3 else { return nil }
    var components: [Double] = []
    for member in members {
      guard case .double(let component) = member, component.isFinite, (0...1).contains(component)
      else { return nil }
      components.append(component)
    }
    return Color(red: components[0], green: components[1], blue: components[2])
  }

  /// `u`: 1 dark, 2 light; 0 (no preference) or anything else `nil`.
  static func colorScheme(_ value: DBusValue) -> PictureStyle.Appearance? {
    guard case .uint32(let scheme) = value else { return nil }
    switch scheme {
    case 1: return .dark
    case 2: return .light
    default: return nil
    }
  }
}
