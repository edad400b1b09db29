import AppCommandLine
import Foundation
import TextRendering

/// What a status bar shows for one widget now: the words, the detail behind them and how old
/// they are.
///
/// The caller builds it from the stored timeline; ``StatusEncoder`` writes it in one
/// ``StatusFormat``. Every string may come from the network: the encoder sanitises and escapes
/// them, so they need no preparation here.
public struct StatusLine: Sendable {
  /// Whether the line shows current data, old data, or a stand-in. Its raw value is its one
  /// name everywhere it is written: `jsonl`'s and yambar's `state`, waybar's class, the board's.
  public enum State: String, Sendable, Hashable {
    /// The data is current.
    case fresh
    /// The data is older than it should be (a reload failed or is overdue).
    case stale
    /// Nothing is stored yet: the widget's placeholder.
    case placeholder
  }

  /// The app's name, e.g. `todos`: the bar's CSS class, the i3bar block name and the scheme
  /// of the links a Polybar click opens.
  public var app: String
  /// The command-line family name the text was made for, e.g. `medium`.
  public var family: String
  /// One line from the app, e.g. `4 open · buy milk`.
  public var text: String
  /// The detail, several lines allowed (separated by `\n`).
  public var tooltip: String
  /// The entry's deep link, e.g. `todos://todo/7`.
  public var url: String?
  /// A share from 0 to 100 when one is meaningful (e.g. the share done), else `nil`.
  public var percentage: Int?
  /// Whether the data is fresh, stale or a placeholder.
  public var state: State
  /// When the data was fetched; a stale line's tooltip ends in `updated HH:MM`.
  public var updatedAt: Date?
  /// When the line was made (now).
  public var generatedAt: Date
  /// When the widget next reloads, if known.
  public var nextReload: Date?
  /// The entry already encoded as a JSON object (pretty-printed or not), for `jsonl`'s `entry`
  /// (whose strings the encoder sanitises as the others).
  public var entryJSON: String?
  /// The link of the widget's primary intent, which a bar's right click runs; `nil` when it
  /// has none.
  public var intent: String?
  /// The widget's detail as items, each with its own link (the todos, the joke, the roll
  /// call and its party counts), for a dropdown (`xbar`).
  public var details: [StatusDetail]
  /// What the widget says when spoken (``WidgetApp/widgetSummary(for:)``): the tray's tooltip,
  /// the board's accessible names, `json`'s `summary`; `nil` when the caller has none.
  public var summary: WidgetSummary? = nil

  /// Creates a status line; only the app, its text and the time are required.
  public init(
    app: String,
    family: String = "",
    text: String,
    tooltip: String = "",
    url: String? = nil,
    percentage: Int? = nil,
    state: State = .fresh,
    updatedAt: Date? = nil,
    generatedAt: Date,
    nextReload: Date? = nil,
    entryJSON: String? = nil,
    intent: String? = nil, details: [StatusDetail] = []
  ) {
    self.app = app
    self.family = family
    self.text = text
    self.tooltip = tooltip
    self.url = url
    self.percentage = percentage
    self.state = state
    self.updatedAt = updatedAt
    self.generatedAt = generatedAt
    self.nextReload = nextReload
    self.entryJSON = entryJSON
    self.intent = intent
    self.details = details
  }
}
