import AppCommandLine
import AppCommandLineTestSupport
import Foundation
import TextRendering
import TextRenderingTestSupport
import Timelines
import TodoDomain
import TodoWidget
import WidgetHost

@testable import TodoApp

/// What the app does with whatever the service returned, and what is wrong with it: todos
/// drawn in every family and every way the widget is drawn, and printed by the human printers;
/// an error turned into the app's stderr line.
enum TodoOutputChecks {
  /// The entries' date: Sun 2026-11-22 14:00 UTC.
  static let date = Date(timeIntervalSince1970: 1_795_356_000)
  static let utc = TimeZone(identifier: "UTC") ?? .current

  /// The width of the terminal the list is cut to.
  static let terminalWidth = 100

  /// The problems with drawing `entry` in every family the widget supports: plain, in colour
  /// (one layout, both writers), and framed; and every link it draws must open.
  static func problems(drawing entry: TodoEntry) -> [String] {
    var problems: [String] = []
    for family in TodoWidgetView.supportedFamilies {
      let view = TodoWidgetView(entry: entry, family: family, timeZone: utc)
      let size = CanvasSize(family)
      let canvas = Canvas(rendering: view, size: size)
      for link in canvas.links where !TodoIntents.opens(link) {
        problems.append("\(family) links to \(link), which `todos open` refuses")
      }
      let plain = PlainTextWriter().write(canvas)
      problems += HostileOutput.drawingProblems(
        plain, "\(family)", columns: size.columns, rows: size.rows)
      let colour = ANSIWriter(depth: .trueColor).write(canvas)
      if HostileOutput.strippingWriterSequences(colour) != plain {
        problems.append(
          "\(family) in colour is not the plain drawing: \(HostileOutput.visible(colour))")
      }
      let framed = render(view, size: size, options: RenderOptions(frame: true))
      problems += HostileOutput.drawingProblems(
        framed, "\(family) framed", columns: size.columns, rows: size.rows)
    }
    return problems
  }

  /// The problems with printing `todos`, which the service returned: the list cut to a
  /// terminal and not, the detail of the first ones, and JSON.
  static func problems(printing todos: [Todo]) -> [String] {
    var problems: [String] = []
    for width in [nil, terminalWidth] {
      for line in TodosPrinter.listLines(todos, width: width) {
        let forbidden = HostileOutput.forbiddenScalars(in: line, allowsNewlines: false)
        if !forbidden.isEmpty {
          problems.append(
            "the list kept \(HostileOutput.names(forbidden)): \(HostileOutput.visible(line))")
        }
        if let width, line.terminalWidth > width {
          problems.append("a list line is wider than \(width): \(HostileOutput.visible(line))")
        }
      }
    }
    for todo in todos.prefix(TodoProvider.todoCount) {
      let detail = TodosPrinter.detail(todo)
      let forbidden = HostileOutput.forbiddenScalars(in: detail)
      if !forbidden.isEmpty || detail.split(separator: "\n").count != 5 {
        problems.append(
          "the detail kept \(HostileOutput.names(forbidden)): \(HostileOutput.visible(detail))")
      }
    }
    do {
      _ = try TodosPrinter.json(todos)
    } catch {
      problems.append("the JSON printer threw \(error)")
    }
    return problems
  }

  /// The problems with what the app prints for `error`, which the service threw.
  static func problems(reporting error: any Error) -> [String] {
    var problems: [String] = []
    if !(error is TodoError) { problems.append("not a TodoError: \(type(of: error)) \(error)") }
    let environment = AppEnvironment(app: "todos", variables: [:], stdoutIsTerminal: false)
    let failure = AppMain.failure(for: error, environment: environment) {
      TodosCommandLine.failure(for: $0, environment: environment)
    }
    if failure.exitCode == .software { problems.append("an internal error: \(failure)") }
    let output = CapturedConsole()
    output.console.note(failure.description, app: "todos")
    return problems + HostileOutput.stderrLineProblems(output.stderr)
  }

}
