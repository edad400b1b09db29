import AppCommandLine
import Foundation
import Networking
import TextRendering
import Timelines
import TodoDomain
import TodoWidget

/// The `todos` app: parses the command line, composes the service, the widget and the
/// terminal, runs one command, and maps failures to exit statuses. `Apps/todos` only calls
/// ``main(arguments:environment:console:)``.
public struct TodosApp: Sendable {
  let environment: AppEnvironment
  let console: Console
  let arguments: ParsedArguments

  /// Runs the command line `arguments` (without the program name) and returns the exit status.
  public static func main(
    arguments: [String],
    environment: AppEnvironment = AppEnvironment(app: "todos"),
    console: Console = .standard
  ) async -> Int32 {
    let status = await AppMain.run(
      spec: TodosCommandLine.spec, arguments: arguments, console: console,
      environment: environment, mapError: { failure(for: $0, environment: environment) },
      command: { parsed, console in
        try await TodosApp(environment: environment, console: console, arguments: parsed).run()
      })
    return status.rawValue
  }

  /// The line and exit status for the todos domain's own errors.
  static func failure(for error: any Error, environment: AppEnvironment) -> CommandFailure? {
    switch error as? TodoError {
    case .notFound(let id):
      CommandFailure(.notFound, "no todo with id \(id); `todos list` shows the ids there are")
    case .service(let error):
      CommandFailure(error, baseURLHint: environment.baseURLHint)
    case nil:
      nil
    }
  }

  func run() async throws {
    switch arguments.command {
    case "list": try await list()
    case "show": try await show(id: try todoID(arguments.positional(0, named: "ID")))
    case "open": try await open(arguments.positional(0, named: "URL"))
    case "widget": try await widget()
    case "timeline": try await timeline()
    default: throw CommandFailure(.software, "no handler for '\(arguments.command)'")
    }
  }

  /// The base URL the user chose, else JSONPlaceholder.
  func baseURL() throws -> URL {
    try environment.baseURL(
      option: arguments.value("base-url"), default: TodoService.defaultBaseURL)
  }

  /// The service, on the base URL the user chose.
  func service() throws -> TodoService {
    let baseURL = try baseURL()
    return TodoService(
      client: try environment.httpClient(
        baseURL: baseURL, version: TodosCommandLine.version, arguments: arguments))
  }

  private func todoID(_ text: String) throws -> Int {
    guard let id = Int(text), id > 0 else {
      throw CommandFailure.usage(
        "ID must be a positive whole number, got '\(text.sanitizedForTerminal.prefix(40))'; "
          + "usage: \(arguments.usageLine)")
    }
    return id
  }
}
