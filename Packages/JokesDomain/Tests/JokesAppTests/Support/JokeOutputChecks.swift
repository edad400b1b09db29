import AppCommandLine
import AppCommandLineTestSupport
import Foundation
import JokesDomain
import TextRendering
import TextRenderingTestSupport
import WidgetHost

@testable import JokesApp
@testable import JokesWidget

/// What the app does with whatever a source returned, and what is wrong with it: a joke drawn
/// in every way the widget is drawn and printed by the human printer; an error turned into the
/// app's stderr line.
enum JokeOutputChecks {
  /// The entries' date: Sun 2026-11-22 14:00 UTC.
  static let date = Date(timeIntervalSince1970: 1_795_356_000)

  /// The problems with `joke`, which a source asked of `source` returned.
  static func problems(drawing joke: Joke, from source: JokeSourceID) -> [String] {
    var problems: [String] = []
    if joke.source != source { problems.append("a joke from \(joke.source), not \(source)") }
    let entry = JokeEntry(date: date, joke: joke)
    let size = JokeWidgetView.canvasSize
    // One layout, written plain and in colour (what `JokeWidgetView.render` does).
    let canvas = Canvas(rendering: JokeWidgetView(entry: entry), size: size)
    for link in canvas.links where !JokeIntents.opens(link) {
      problems.append("the widget links to \(link), which `dadjokes open` refuses")
    }
    let plain = PlainTextWriter().write(canvas)
    problems += HostileOutput.drawingProblems(
      plain, "medium", columns: size.columns, rows: size.rows)
    let colour = ANSIWriter(depth: .trueColor).write(canvas)
    if HostileOutput.strippingWriterSequences(colour) != plain {
      problems.append("medium in colour is not the plain drawing: \(HostileOutput.visible(colour))")
    }
    // The stack, framed: the fetched joke on top of the placeholder's widget (its frame inside
    // the family box), dots under it.
    let stack = JokeStack(entries: [.placeholder(at: date), entry], selected: 1)
      .render(options: RenderOptions(frame: true))
    problems += HostileOutput.drawingProblems(
      stack, "stack", columns: size.columns, rows: size.rows + 1)
    let printed = DadJokesPrinter.text(joke)
    let forbidden = HostileOutput.forbiddenScalars(in: printed)
    if !forbidden.isEmpty {
      problems.append(
        "the printer kept \(HostileOutput.names(forbidden)): \(HostileOutput.visible(printed))")
    }
    do {
      _ = try DadJokesPrinter.json(joke)
    } catch {
      problems.append("the JSON printer threw \(error)")
    }
    return problems
  }

  /// The problems with the stderr line the app prints for `error`, which a source asked of
  /// `source` threw.
  static func problems(reporting error: JokeError, from source: JokeSourceID) -> [String] {
    var problems: [String] = []
    if error.source != source {
      problems.append("an error about \(String(describing: error.source))")
    }
    let environment = AppEnvironment(app: "dadjokes", variables: [:], stdoutIsTerminal: false)
    let failure = AppMain.failure(for: error, environment: environment) {
      DadJokesCommandLine.failure(for: $0, environment: environment)
    }
    if failure.exitCode == .software { problems.append("an internal error: \(failure)") }
    let output = CapturedConsole()
    output.console.note(failure.description, app: "dadjokes")
    return problems + HostileOutput.stderrLineProblems(output.stderr)
  }

}
