/// One thing a widget's button does, declared once per app (WidgetKit's `AppIntent`): its name,
/// its parameters, what `perform` does and what reloads after it. Every surface is derived from
/// the declaration: the command (`todos toggle ID`), its help, completions and man page, the
/// deep link (`todos://intent/toggle?id=7`, which `APP open` runs), and the key that runs it in
/// `widget --watch`.
///
/// ```swift
/// static let toggle = IntentDeclaration(
///   "toggle", summary: "Mark a todo done, or open again.",
///   parameters: [.argument(.int("id", in: 1...), "ID", help: "The todo's id.")],
///   performs: "flips the todo's completed flag and sends it to the service (PATCH)",
///   reloads: "the todos widget and status, from the local overlay", key: "t")
/// toggle.link(scheme: "todos", ["id": .int(7)])   // todos://intent/toggle?id=7
/// ```
public struct IntentDeclaration: Hashable, Sendable {
  /// The host every intent link has: `todos://intent/<name>?…`.
  public static let host = "intent"

  /// One parameter: a typed query item of the link, and how the command line takes it.
  public struct Parameter: Hashable, Sendable {
    /// The link's query item: its name and what values it accepts.
    public let route: RouteParameter
    /// The placeholder the command line shows: `ID`, `T`.
    public let placeholder: String
    /// What the parameter is, for the help text.
    public let help: String
    /// `nil` for a positional argument; else the long option that carries it (`type`).
    public let option: String?

    /// A positional argument of the command (a required query item of the link).
    public static func argument(_ route: RouteParameter, _ placeholder: String, help: String)
      -> Parameter
    {
      Parameter(route: route, placeholder: placeholder, help: help, option: nil)
    }

    /// An option of the command, `--<route.name> VALUE` (an optional query item of the link).
    public static func option(_ route: RouteParameter, _ placeholder: String, help: String)
      -> Parameter
    {
      Parameter(route: route.optional, placeholder: placeholder, help: help, option: route.name)
    }
  }

  /// The intent's name: the command's word and the link's path, `toggle`.
  public let name: String
  /// One line that says what the intent does, for help.
  public let summary: String
  /// The parameters, in the command line's order.
  public let parameters: [Parameter]
  /// What `perform` does, in words (help and the man page).
  public let performs: String
  /// What reloads after it, in words (help and the man page).
  public let reloads: String
  /// The key that runs it in `widget --watch` when the widget shows one button of it; several
  /// buttons of one intent are numbered 1…9 instead.
  public let key: Character?

  /// Declares an intent.
  public init(
    _ name: String, summary: String, parameters: [Parameter] = [], performs: String,
    reloads: String, key: Character? = nil
  ) {
    self.name = name
    self.summary = summary
    self.parameters = parameters
    self.performs = performs
    self.reloads = reloads
    self.key = key
  }

  /// The link shape: `intent/<name>` with the parameters as query items.
  public var pattern: RoutePattern {
    RoutePattern(host: Self.host, path: [.literal(name)], query: parameters.map(\.route))
  }

  /// The link's template and what its parameters accept:
  /// `todos://intent/toggle?id=<id> (id: a positive integer)`.
  public func usage(scheme: String) -> String {
    pattern.usage(scheme: scheme.lowercased())
  }

  /// The beginning of the link, for completions: `todos://intent/toggle?id=`, or
  /// `dadjokes://intent/next` when it has no required parameter.
  public func linkPrefix(scheme: String) -> String {
    let base = "\(scheme.lowercased())://\(Self.host)/\(name)"
    guard let first = parameters.first(where: { !$0.route.isOptional }) else { return base }
    return base + "?\(first.route.name)="
  }

  /// The link that runs the intent with `values`: `todos://intent/toggle?id=7`.
  public func link(scheme: String, _ values: [String: RouteMatch.Value] = [:]) -> String {
    pattern.link(scheme: scheme.lowercased(), values: values)
  }

  /// Whether `link` claims to be an intent link of `scheme` (`scheme://intent…`, any case):
  /// it is then parsed as one, and rejected as one.
  public static func isIntentLink(_ link: String, scheme: String) -> Bool {
    let head = "\(scheme)://\(host)".lowercased()
    let start = link.prefix(head.count + 1).lowercased()
    return start == head || start == head + "/" || start == head + "?"
  }
}

extension URLRouter {
  /// The router of an app's intent links, one pattern per declaration.
  public init(scheme: String, intents: [IntentDeclaration]) {
    self.init(scheme: scheme, patterns: intents.map(\.pattern))
  }
}

/// An intent link, parsed: which declaration and the values of its parameters.
public struct IntentInvocation: Hashable, Sendable {
  /// The intent the link runs.
  public let declaration: IntentDeclaration
  /// Its parameters' values, by name.
  public let match: RouteMatch

  /// Parses an untrusted intent link against an app's declarations.
  /// - Throws: ``DeepLinkError`` saying what was wrong, what was expected and what arrived.
  public init(_ link: String, scheme: String, intents: [IntentDeclaration]) throws(DeepLinkError) {
    let router = URLRouter(scheme: scheme, intents: intents)
    let match = try router.match(link)
    guard
      let declaration = intents.first(where: {
        $0.pattern.path == match.pattern.path && $0.pattern.query == match.pattern.query
      })
    else {
      throw DeepLinkError(.unknownHost(match.pattern.host), expected: router.usage, received: link)
    }
    self.declaration = declaration
    self.match = match
  }

  /// A link built by the app itself.
  public init(_ declaration: IntentDeclaration, _ values: [String: RouteMatch.Value] = [:]) {
    self.declaration = declaration
    self.match = RouteMatch(declaration.pattern, values)
  }

  /// The link that runs it again.
  public func link(scheme: String) -> String {
    declaration.link(scheme: scheme, match.values)
  }
}
