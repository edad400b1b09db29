import AppCommandLine
import DeepLinks
import Foundation
import TextRendering
import Timelines

/// An app with a widget: the Linux side of WidgetKit runs it for the app. From the widgets
/// the app describes, how it draws an entry and the line it writes for a bar, ``WidgetApp``
/// gives every app the same `status`, `widgets`, `refresh`, `service` and `generate` commands,
/// reading and writing the same store. They are declared and dispatched here
/// (``CommandLineApp/addedCommands``): an app's ``CommandLineApp/Command`` lists its own
/// commands only. Its `widget` and `timeline` commands run ``runWidgetCommand()`` and
/// ``runTimelineCommand()``.
///
/// ```swift
/// extension TodosCommandLine: WidgetApp {
///   static let widgetFamilies = TodoWidgetView.supportedFamilies
///   func widgetSchedulers(for request: AppRequest) throws -> [TimelineScheduler<TodoProvider>]
///   func statusContent(for entry: TodoEntry, family: WidgetFamily) -> StatusContent { … }
///   func widgetView(for entry: TodoEntry, family: WidgetFamily) -> TodoWidgetView { … }
///   func timelineLines(for entry: TodoEntry) -> [String] { … }
///   func open(_ route: TodoRoute) async throws { … }  // `open` and the pictures' links
/// }
/// ```
public protocol WidgetApp: CommandLineApp {
  /// The provider of the app's widget timelines.
  associatedtype Provider: TimelineProvider
  /// The view the app's widget is drawn with.
  associatedtype WidgetView: View
  /// The app's deep links (`TodoRoute`): what `open` shows and what a picture of the widget
  /// may link to, besides the app's intents and https pages.
  associatedtype Route: URLRoute

  /// A link of the app that works, shown in the advice for a bad one (`todos://todo/7`).
  static var exampleLink: String { get }

  /// Whether a link in the app's widget may become a picture's `<a href>` (`widget --format
  /// svg|html`): by default what `open` takes (a route of the app, one of its intents) or a
  /// web page (`https`).
  static func acceptsWidgetLink(_ target: String) -> Bool

  /// Shows what `route` names: the `open` command's work once ``open(link:)`` has parsed the
  /// link (`todos://todo/7` prints todo 7).
  func open(_ route: Route) async throws

  /// The families the app's widget comes in, as `--family` and `status --family` take them.
  static var widgetFamilies: [WidgetFamily] { get }

  /// The options that configure the app's widget, which `status` takes too (dadjokes'
  /// `--type`); none by default.
  static var widgetConfigurationOptions: [OptionSpec] { get }

  /// What `--notify` on `refresh` and `service` announces, for an app whose widget has news
  /// (votes: a new roll call); `nil` (the default) for no `--notify`.
  static var notifyHelp: String? { get }

  /// The widgets `request` describes (`--family`, `--type`, base URLs), top of a stack first,
  /// each from
  /// ``WidgetApp/widgetScheduler(kind:provider:configuration:family:for:clock:)``.
  ///
  /// The `widget` and `status` commands pass their own request
  /// (``CommandLineApp/commandRequest()``); a refresher passes each placed widget's, made
  /// from the options and base URLs recorded when it was placed. Read every option and
  /// variable from `request`, never from the app's own command line.
  ///
  /// - Throws: ``CommandFailure`` (usage) for an option the widget does not take.
  func widgetSchedulers(for request: AppRequest) throws -> [TimelineScheduler<Provider>]

  /// What a status bar shows for `entry` in `family`: one line, its detail, its deep link.
  func statusContent(for entry: Provider.Entry, family: WidgetFamily) -> StatusContent

  /// What `entry` says when spoken (SwiftUI's `accessibilityLabel`): the widget's display name
  /// and a one-line summary, written once per widget kind and read by every surface: a
  /// picture's `<title>` and `<desc>`, the board, the tray's tooltip, `status --format json`.
  /// By default the app's name and its status line (``statusContent(for:family:)``).
  func widgetSummary(for entry: Provider.Entry) -> WidgetSummary

  /// What `entry` announces with `--notify`, when it has news (a new roll call); `nil` (the
  /// default) when not.
  func announcement(for entry: Provider.Entry) -> Announcement?

  /// The view of `entry` in `family`: what the `widget` command (``runWidgetCommand()``) draws
  /// in the family's box.
  func widgetView(for entry: Provider.Entry, family: WidgetFamily) -> WidgetView

  /// How the app draws several of its widgets as one stack, for an app whose options can
  /// describe several (dadjokes' repeated `--type`); `nil` (the default) for one widget at a
  /// time.
  static var widgetStack: WidgetStackStyle<Provider.Entry>? { get }

  /// What `entry` shows, in lines of text for the `timeline` command
  /// (``runTimelineCommand()``), sanitised.
  func timelineLines(for entry: Provider.Entry) -> [String]

  /// What the widget's buttons do (WidgetKit's `AppIntent`s), declared once: each is a
  /// command, a deep link (`APP://intent/NAME?…`), a key in `widget --watch`, and a bar's
  /// click (see `Intents/`); none by default.
  static var intents: [IntentDeclaration] { get }

  /// Runs an intent (its `perform`), whichever surface asked: its command, `open LINK`, a key
  /// or a click in `widget --watch`, a bar's click, or the service for a client.
  /// - Throws: ``CommandFailure`` with the documented exit status when it failed.
  func perform(_ intent: IntentInvocation) async throws
}

/// What an app says about a widget's entry in a status bar, before any target's escaping.
public struct StatusContent: Sendable, Hashable {
  /// One short line: "4 open · buy milk".
  public var text: String
  /// The detail, over several lines: the first todos, the whole joke, the vote's question.
  public var tooltip: String
  /// The deep link that opens the entry in the app.
  public var url: String?
  /// A share from 0 to 100 when the entry has one (the share of todos done), for bars that
  /// draw a gauge.
  public var percentage: Int?
  /// The link of the widget's primary intent (`todos://intent/toggle?id=1`), which a bar's
  /// intent click runs; `nil` when it has none.
  public var intent: String?
  /// The detail of the large family as items, each with its link: the todos with their
  /// state, the joke, the roll call and its party counts (`status --format xbar`'s dropdown).
  public var details: [StatusDetail]
  /// The entry's numbers for dashboards (`service --http`'s `/widgets/{id}.json`): open and
  /// done todos, yeas and nays by party, the joke.
  public var fields: [StatusField]

  /// Creates the content of a status line.
  public init(
    text: String, tooltip: String, url: String? = nil, percentage: Int? = nil,
    intent: String? = nil, details: [StatusDetail] = [], fields: [StatusField] = []
  ) {
    self.text = text
    self.tooltip = tooltip
    self.url = url
    self.percentage = percentage
    self.intent = intent
    self.details = details
    self.fields = fields
  }
}
