import AppCommandLine
import TextRendering
import WidgetHost
import __Name__Domain

extension __Name__CommandLine {
  /// `__name__ list`: one item per line, or the API's JSON.
  func list() async throws {
    var items = try await client(commandRequest()).items()
    if let limit = try arguments[.itemLimit] { items = Array(items.prefix(limit)) }
    if arguments[.json] {
      console.print(try __Name__Printer.json(items))
      return
    }
    let width = console.stdoutIsTerminal ? TerminalSize.current()?.columns : nil
    for line in __Name__Printer.listLines(items, width: width) { console.print(line) }
  }

  /// `__name__ show ID`: one item's title, detail and link.
  func show(id: Int) async throws {
    let item = try await client(commandRequest()).item(id: id)
    try printResult(
      json: { try __Name__Printer.json(item) }, text: { __Name__Printer.detail(item) })
  }

  /// Shows the item a link names: `__name__ open __name__://__item__/1`, a clicked widget.
  public func open(_ route: __Item__Route) async throws {
    try await show(id: route.id)
  }
}
