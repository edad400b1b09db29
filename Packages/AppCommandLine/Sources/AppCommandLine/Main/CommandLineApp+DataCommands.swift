extension CommandLineApp {
  /// The route a link names, for the `open` command: what `parse` makes of `link`, or a usage
  /// error that says what is wrong and shows a link that works (`todos open todos://todo/7`).
  /// - Throws: ``CommandFailure`` (usage) when `parse` throws.
  public func route<Route>(
    _ link: String, example: String, parse: (String) throws -> Route
  ) throws -> Route {
    do {
      return try parse(link)
    } catch {
      throw CommandFailure.usage("\(error); try `\(Self.name) open \(example)`")
    }
  }

  /// Prints one result as the command line asks: `json()` with `--json`, else `text()`.
  public func printResult(json: () throws -> String, text: () -> String) rethrows {
    console.print(arguments[.json] ? try json() : text())
  }
}
