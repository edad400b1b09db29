import Foundation

/// The registry of apps, `Apps/apps.tsv`: the one list of apps the tests, `Tools/install.sh`,
/// the consumer test and the benchmarks read. A line is `name  PREFIX  OTHER,VARIABLES` ("-"
/// for none); `#` starts a comment.
enum AppRegistry {
  /// The repository's root, from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The registry file.
  static let file = root.appendingPathComponent("Apps/apps.tsv")

  /// Every app of the registry, in its order; empty when the file cannot be read (the
  /// registry tests then fail, saying so).
  static let apps: [AppUnderTest] = {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap(entry(_:))
  }()

  /// The app a registry line describes; `nil` for a comment or a blank line.
  static func entry(_ line: Substring) -> AppUnderTest? {
    let fields = line.split(whereSeparator: { $0 == "\t" || $0 == " " }).map(String.init)
    guard let name = fields.first, !name.hasPrefix("#"), fields.count >= 2 else { return nil }
    let others = fields.count > 2 && fields[2] != "-" ? fields[2].split(separator: ",") : []
    return AppUnderTest(
      name: name, prefix: fields[1], otherBaseURLVariables: others.map(String.init))
  }
}
