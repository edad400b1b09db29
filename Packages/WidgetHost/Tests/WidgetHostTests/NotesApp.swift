import DeepLinks
import Foundation
import TextRendering
import Timelines

@testable import AppCommandLine
@testable import WidgetHost

/// A note the widget shows: one word, its configuration.
struct Note: WidgetConfiguration {
  var word: String
  var storageKey: String { word }
}

/// What the notes widget shows: the word and the family the provider was asked for.
struct NoteEntry: TimelineEntry, Equatable {
  var date: Date
  var word: String
  var family: WidgetFamily
}

/// A provider without I/O: one entry with the configured word, for the family asked for.
struct NoteProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry {
    NoteEntry(date: context.date, word: "placeholder", family: context.family)
  }

  func snapshot(for note: Note, in context: Context) async -> NoteEntry {
    placeholder(in: context)
  }

  func timeline(for note: Note, in context: Context) async throws -> Timeline<NoteEntry> {
    Timeline(
      entries: [NoteEntry(date: context.date, word: note.word, family: context.family)],
      policy: .never)
  }
}

extension OptionKey where Value == [String] {
  /// `--word WORD …`: one widget per word.
  static let words = repeated("word")
}

/// Whether the notes app draws several widgets as a stack.
protocol NotesStacking: Sendable {
  static var style: WidgetStackStyle<NoteEntry>? { get }
}

/// One widget at a time: the ``WidgetApp`` default.
enum Unstacked: NotesStacking {
  static var style: WidgetStackStyle<NoteEntry>? { nil }
}

/// A stack that puts its last widget on top, never turns, and draws the words in a row.
enum Stacked: NotesStacking {
  struct LastOnTop: WidgetStackRotation {
    let selected: Int
    let nextTurn: Date? = nil

    init(count: Int) { selected = count - 1 }

    func observe(member: Int, entryDate: Date, at now: Date) -> Bool { false }
    func rotate(to now: Date) -> Bool { false }
    func next(at now: Date) {}
  }

  static var style: WidgetStackStyle<NoteEntry>? {
    WidgetStackStyle(
      rotation: { count, _ in LastOnTop(count: count) },
      draw: { entries, selected, _ in
        entries.map(\.word).joined(separator: " | ") + " (top: \(selected))"
      })
  }
}

/// A link to a note: `my-notes://note/<word>`.
struct NoteRoute: URLRoute, Hashable {
  static let note = RoutePattern(host: "note", path: [.text("word", length: 1...20)])
  static let router = URLRouter(scheme: "my-notes", patterns: [note])

  var word: String

  init(word: String) {
    self.word = word
  }

  init(match: RouteMatch) throws(DeepLinkError) {
    word = try match.string("word")
  }

  var match: RouteMatch { RouteMatch(Self.note, ["word": .string(word)]) }
}

/// An app that states only what the ``WidgetApp`` and ``CommandLineApp`` defaults leave to it,
/// as a fourth app would: its name (with a dash, for the variable prefix), its widget's
/// families, view and timeline lines. `--word` configures it, `--base-url` moves its kind.
struct NotesApp<Stacking: NotesStacking>: WidgetApp {
  enum Command: String, AppCommand {
    case widget, timeline, open

    var spec: CommandSpec {
      switch self {
      case .open:
        CommandSpec(
          "open", summary: "Show a note's link.",
          arguments: [.init("URL", help: "my-notes://note/<word>")], examples: [])
      case .widget:
        .widget(
          families: NotesApp.widgetFamilies,
          options: [OptionKey.words.declared("WORD", help: "A note; repeat for a stack.")],
          examples: ["widget"], discussion: "Draws notes.")
      case .timeline:
        .timeline(options: [OptionKey.words.declared("WORD", help: "The note.")])
      }
    }
  }

  static var name: String { "my-notes" }
  static var summary: String { "notes and their widget" }
  static var options: [OptionSpec] { [OptionKey.baseURL.declared("URL", help: "The notes.")] }
  static var examples: [String] { [] }
  static var widgetFamilies: [WidgetFamily] { [.systemSmall, .systemMedium, .systemLarge] }
  static var widgetStack: WidgetStackStyle<NoteEntry>? { Stacking.style }
  static var publicURL: URL { URL(fileURLWithPath: "/") }
  static var exampleLink: String { "my-notes://note/hello" }

  let context: CommandContext

  func run(_ command: Command) async throws {
    switch command {
    case .widget: try await runWidgetCommand()
    case .timeline: try await runTimelineCommand()
    case .open: try await open(link: arguments.positional(0, named: "URL"))
    }
  }

  func open(_ route: NoteRoute) async throws {
    console.print("note: \(route.word)")
  }

  func widgetSchedulers(for request: AppRequest) throws -> [TimelineScheduler<NoteProvider>] {
    let family = try widgetFamily(request)
    let kind = widgetKind(
      sourceURLs: [try request.baseURL(default: Self.publicURL)], publicURLs: [Self.publicURL])
    let words = request.options[.words]
    return try (words.isEmpty ? ["hello"] : words).map { word in
      try widgetScheduler(
        kind: kind, provider: NoteProvider(), configuration: Note(word: word), family: family,
        for: request)
    }
  }

  func statusContent(for entry: NoteEntry, family: WidgetFamily) -> StatusContent {
    StatusContent(text: entry.word, tooltip: entry.word)
  }

  func widgetView(for entry: NoteEntry, family: WidgetFamily) -> Text {
    Text("\(entry.word) in \(family.argumentName)")
  }

  func timelineLines(for entry: NoteEntry) -> [String] {
    ["\(entry.word) for \(entry.family.argumentName)"]
  }
}
