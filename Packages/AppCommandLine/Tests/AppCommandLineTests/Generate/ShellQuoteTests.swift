import Foundation
import Testing

@testable import AppCommandLine

/// A quoted word, read by the real shells: each prints exactly the text, and nothing in it
/// runs, even where a combining mark follows a quote or a backslash (one character to Swift,
/// two scalars to a shell).
@Suite struct ShellQuoteTests {
  static func texts(_ marker: String) -> [String] {
    [
      "it's", "",
      "a'\u{301}; touch \(marker); '",
      "\\'\u{301}; touch \(marker); echo '",
      "$(touch \(marker)) `touch \(marker)` ${HOME} \\ \\\u{301}",
    ]
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func theShellReadsOneLiteralWord(shell: String) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shell-quote-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let marker = directory.appendingPathComponent("marker").path
    let program = try ShellProgram(shell)
    for text in Self.texts(marker) {
      let word = shell == "fish" ? ShellQuote.fish(text) : ShellQuote.posix(text)
      let output = try program.run(["-c", "printf '%s' \(word)"], in: directory)
      #expect(output.status == 0, "\(shell): \(word): \(output.stderr)")
      #expect(output.stdout == text, "\(shell) read \(word)")
      #expect(!FileManager.default.fileExists(atPath: marker), "\(shell) ran part of \(word)")
    }
  }
}
