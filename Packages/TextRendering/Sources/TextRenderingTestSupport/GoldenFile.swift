import Foundation
import Testing

/// Golden-file assertions for view tests, shared by every widget package.
///
/// Compares `text` with the golden file `__Snapshots__/<name>.txt` beside the calling test file
/// (`.<fileExtension>` for another kind of file: `svg`, `html`).
///
/// A missing file, or `RECORD_GOLDENS=1` in the environment, writes the file and fails the test
/// (so CI never records silently). A mismatch fails with a line diff.
public func expectGolden(
  _ text: String, named name: String, fileExtension: String = "txt",
  filePath: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  let testFile = URL(fileURLWithPath: "\(filePath)")
  let directory = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
  let file = directory.appendingPathComponent("\(name).\(fileExtension)")
  let recording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"
  let existing = (try? Data(contentsOf: file)).flatMap { String(data: $0, encoding: .utf8) }
  guard let expected = existing, !recording else {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file, options: .atomic)
      Issue.record(
        "Recorded golden \(name).\(fileExtension); check it and run the tests again.",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("Cannot write golden \(file.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  if text != expected {
    Issue.record(
      "Golden \(name).\(fileExtension) differs (- expected, + actual):\n\(lineDiff(expected, text))",
      sourceLocation: sourceLocation)
  }
}

/// The lines that differ between `expected` and `actual`, position by position, with a
/// marker row showing where the box's edges are.
public func lineDiff(_ expected: String, _ actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var output: [String] = []
  for index in 0..<max(old.count, new.count) {
    let before = index < old.count ? String(old[index]) : nil
    let after = index < new.count ? String(new[index]) : nil
    if before == after {
      output.append("  \(before ?? "")|")
    } else {
      if let before { output.append("- \(before)|") }
      if let after { output.append("+ \(after)|") }
    }
  }
  return output.joined(separator: "\n")
}

/// ANSI output with escape characters made visible (`␛`), so goldens can hold it as text.
public func visibleEscapes(_ text: String) -> String {
  text.replacingOccurrences(of: "\u{1B}", with: "\u{241B}")
}
