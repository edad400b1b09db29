import AppCommandLine
import DeepLinks
import Foundation

extension WidgetApp {
  /// No buttons.
  public static var intents: [IntentDeclaration] { [] }

  /// The scheme of the app's links, its name: `todos`.
  public static var intentScheme: String { name }

  /// An app without intents is never asked to perform one.
  public func perform(_ intent: IntentInvocation) async throws {
    throw CommandFailure(.software, "\(Self.name) has no intent '\(intent.declaration.name)'")
  }

  /// Whether `link` is one of the app's intent links with parameters that fit: what `open`
  /// performs, so a picture of the widget may link it.
  public static func isIntentLink(_ link: String) -> Bool {
    IntentDeclaration.isIntentLink(link, scheme: intentScheme)
      && (try? IntentInvocation(link, scheme: intentScheme, intents: intents)) != nil
  }

  /// The beginnings of the intents' links, for the completions of `open`.
  public static var intentLinkPrefixes: [String] {
    intents.map { $0.linkPrefix(scheme: intentScheme) }
  }

  /// The gate that holds a click flood to one run a second per target.
  public var intentGate: IntentGate { IntentGate(directory: environment.stateDirectory) }

  /// `APP open LINK` for an intent link: parses it against ``intents`` and performs it, at
  /// most once a second per link (a link is a click: a terminal's, a bar's, the desktop's;
  /// a click within the second does nothing and says so with `--verbose`).
  /// Returns `false`, doing nothing, for a link that is not an intent link (`todos://todo/7`).
  ///
  /// - Throws: ``CommandFailure`` (usage, one line) for a link that claims to be an intent
  ///   but does not fit one (an unknown intent, a bad parameter); what ``perform(_:)`` throws.
  public func openIntent(_ link: String) async throws -> Bool {
    guard IntentDeclaration.isIntentLink(link, scheme: Self.intentScheme) else { return false }
    let invocation: IntentInvocation
    do {
      invocation = try IntentInvocation(link, scheme: Self.intentScheme, intents: Self.intents)
    } catch {
      throw CommandFailure.usage("\(error)")
    }
    let link = invocation.link(scheme: Self.intentScheme)
    let now = try environment.widgetClock().now
    guard try intentGate.admit(link, spacing: IntentGate.clickSpacing, at: now) else {
      if arguments[.verbose] {
        console.note("\(link) ran less than a second ago; this click is ignored", app: Self.name)
      }
      return true
    }
    try await runIntent(invocation)
    return true
  }
}

extension WidgetApp {
  /// What `widget --watch` does with the app's buttons: runs their intents in this process
  /// through ``openIntent(_:)`` (the click gate included), with nothing printed on the
  /// watched screen; a failure comes back as its one line. `nil` without intents.
  ///
  /// Each press is a piece of work of its own: its deadline (`--timeout`) counts from the
  /// press, not from the start of a session that may be hours old.
  func watchInteraction() -> WatchInteraction? {
    guard !Self.intents.isEmpty else { return nil }
    let environment = environment
    let arguments = arguments
    let quiet = Console(out: { _ in }, err: { _ in })
    return WatchInteraction(
      scheme: Self.intentScheme, intents: Self.intents,
      stateDirectory: environment.stateDirectory
    ) { link in
      var pressed = environment
      pressed.startedAt = .now
      let app = Self(
        context: CommandContext(environment: pressed, console: quiet, arguments: arguments))
      do {
        _ = try await app.openIntent(link)
        return nil
      } catch {
        return AppMain.failure(for: error, environment: pressed).description
      }
    }
  }
}
