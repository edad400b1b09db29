import Foundation

/// The README's shell examples as one script, to run top to bottom in one shell as a reader
/// would: every ```sh block in order, with what cannot run inside a test left out, each with
/// its reason (``skipped``), and the few changes that put it on this build and free ports.
struct ReadmeScript {
  /// The lines left out, by how they start (or, for `--watch`, what they contain), and why.
  static let skipped: [(pattern: String, reason: String)] = [
    ("swift build", "the test runs on the build that is already there"),
    ("Tools/test-all.sh", "it is what runs this test"),
    ("Tools/new-app", "it changes the tree; Tools/new-app-check.sh runs it in a clone"),
    ("Tools/install.sh", "a release build; InstallScriptTests runs it"),
    ("--watch", "it needs a terminal and a key; WidgetWatchTests drive it in one"),
    ("todos tray", "it needs the desktop's session bus; TrayItemTests run it on a private one"),
    ("dadjokes tray", "it needs the desktop's session bus; TrayItemTests run it on a private one"),
  ]

  /// The script.
  let text: String
  /// The patterns of ``skipped`` that matched no line: a list that no longer says what the
  /// README holds.
  let unusedSkips: [String]
  /// How many command lines it runs.
  let commandCount: Int

  /// The script for `readme`: `swift run APP` runs the built `APP` from `PATH`,
  /// `.build/debug/` is `binDirectory`, and each port of `ports` is the free one it maps to.
  init(readme: String, binDirectory: String, ports: [String: Int]) {
    var lines: [String] = []
    var used = Set<String>()
    var count = 0
    for (index, block) in Self.shellBlocks(readme).enumerated() {
      if block.first?.hasPrefix("#!") == true {
        // A script for a file (an Argos plugin): written out and run as the reader's panel
        // would run it.
        let name = "readme-script-\(index).sh"
        lines.append("cat > \(name) <<'README_SCRIPT'")
        lines += block
        lines.append("README_SCRIPT")
        lines.append("sh ./\(name) > /dev/null")
        count += 1
        continue
      }
      for command in Self.joiningContinuations(block) {
        if let skip = Self.skipped.first(where: { Self.matches(command, $0.pattern) }) {
          used.insert(skip.pattern)
          lines.append("# left out (\(skip.reason)): \(command)")
          continue
        }
        var changed = command
        if changed.hasPrefix("swift run ") { changed.removeFirst("swift run ".count) }
        changed = changed.replacingOccurrences(of: " swift run ", with: " ")
        changed = changed.replacingOccurrences(of: ".build/debug/", with: binDirectory + "/")
        for (port, free) in ports {
          changed = changed.replacingOccurrences(of: ":\(port)", with: ":\(free)")
          changed = changed.replacingOccurrences(of: "--http \(port)", with: "--http \(free)")
          changed = changed.replacingOccurrences(of: "--port \(port)", with: "--port \(free)")
        }
        lines.append(changed)
        count += 1
      }
    }
    unusedSkips = Self.skipped.map(\.pattern).filter { !used.contains($0) }
    commandCount = count
    text =
      """
      set -eE -o pipefail
      trap 'echo "README example failed ($?): $BASH_COMMAND" >&2' ERR
      \(lines.joined(separator: "\n"))
      echo "README examples: done"

      """
  }

  /// The lines of every ```sh block, in order.
  static func shellBlocks(_ readme: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```sh" {
        current = []
      } else if current != nil, line.hasPrefix("```") {
        blocks.append(current ?? [])
        current = nil
      } else if current != nil {
        current?.append(String(line))
      }
    }
    return blocks
  }

  /// The block's commands: a line ending in `\` goes on with the next.
  static func joiningContinuations(_ block: [String]) -> [String] {
    var commands: [String] = []
    var pending = ""
    for line in block where !line.trimmingCharacters(in: .whitespaces).isEmpty || !pending.isEmpty {
      if line.hasSuffix("\\") {
        pending += line + "\n"
      } else {
        commands.append(pending + line)
        pending = ""
      }
    }
    return commands
  }

  private static func matches(_ command: String, _ pattern: String) -> Bool {
    pattern.hasPrefix("--")
      ? command.contains(pattern + " ") || command.hasSuffix(pattern)
      : command.hasPrefix(pattern) || command.hasPrefix("swift run " + pattern)
  }
}
