/// Writes a JSON array one element at a time, with the bytes ``JSONOutput/encode(_:)`` gives
/// for the whole array (pretty-printed, keys sorted, unsafe characters escaped), so a command
/// that lists thousands of items holds one at a time (`widgets --json`).
public struct JSONArrayWriter {
  private let console: Console
  private var count = 0

  /// Starts the array on `console`.
  public init(console: Console) {
    self.console = console
    console.write("[\n")
  }

  /// Writes one element.
  ///
  /// - Throws: The encoder's error for a value it cannot encode.
  public mutating func append(_ element: some Encodable) throws {
    let lines = try JSONOutput.encode(element).split(
      separator: "\n", omittingEmptySubsequences: false)
    let indented = lines.map { $0.isEmpty ? "" : "  " + $0 }
    console.write((count == 0 ? "" : ",\n") + indented.joined(separator: "\n"))
    count += 1
  }

  /// Ends the array (and its line).
  public func finish() {
    console.write("\n]\n")
  }
}
