import Foundation

/// One of the three apps as the end-to-end tests run it: against a fixture server, with its
/// state and cache in a scratch folder, on a fixed clock in UTC.
struct AppUnderTest: Sendable, CustomStringConvertible {
  /// The executable's name: `todos`.
  var name: String
  /// The prefix of its variables: `TODOS`.
  var prefix: String
  /// Variables every run of it needs besides the base URL, state and cache.
  var extra: [String: String] = [:]
  /// Other variables that name its services' base URLs (votes' congress.gov).
  var otherBaseURLVariables: [String] = []

  /// Every app, from the registry (`Apps/apps.tsv`).
  static let all = AppRegistry.apps
  /// The apps the tests of one app's behaviour name, from the registry.
  static let todos = registered("todos")
  static let dadjokes = registered("dadjokes")
  static let votes = registered("votes")

  /// The registry's app `name`; a stand-in with no base-URL variables when the registry does
  /// not list it (the registry tests fail then).
  static func registered(_ name: String) -> AppUnderTest {
    all.first { $0.name == name } ?? AppUnderTest(name: name, prefix: name.uppercased())
  }

  var description: String { name }

  /// The variables of a run against `baseURL`, keeping its files in `scratch`.
  func environment(
    baseURL: String, scratch: ScratchDirectory, extra more: [String: String] = [:]
  ) -> [String: String] {
    var variables = [
      "\(prefix)_BASE_URL": baseURL,
      "\(prefix)_STATE_DIR": scratch.path("state"),
      "\(prefix)_CACHE_DIR": scratch.path("cache"),
      "WIDGETS_CLOCK_START": "2026-11-22T14:00:00Z",
      // A deadline only a hang reaches: on a busy machine a run against the loopback server
      // has taken longer than the apps' 15 s. A test of a timeout gives --timeout itself.
      "WIDGETS_TIMEOUT": "600",
      "TZ": "UTC",
    ]
    for variable in otherBaseURLVariables { variables[variable] = baseURL }
    variables.merge(extra) { _, new in new }
    variables.merge(more) { _, new in new }
    return variables
  }

  /// Runs the app with `arguments` against `baseURL`.
  func run(
    _ arguments: [String], baseURL: String, scratch: ScratchDirectory,
    extra: [String: String] = [:], timeout: TimeInterval = 60
  ) throws -> CommandRun {
    try CommandRun.run(
      name, arguments, environment: environment(baseURL: baseURL, scratch: scratch, extra: extra),
      timeout: timeout)
  }
}

extension ScratchDirectory {
  /// Every file below the scratch folder: its path relative to the folder and its bytes.
  func files() -> [(path: String, data: Data)] {
    guard let walker = FileManager.default.enumerator(atPath: url.path) else { return [] }
    var found: [(String, Data)] = []
    while let relative = walker.nextObject() as? String {
      let file = url.appendingPathComponent(relative)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory),
        !isDirectory.boolValue, let data = try? Data(contentsOf: file)
      else { continue }
      found.append((relative, data))
    }
    return found
  }
}

/// The characters a terminal may act on and that no output of the apps may hold raw: C0
/// controls other than line feed, DEL, C1 controls, and bidirectional formatting characters.
func terminalUnsafeScalars(in text: String) -> [Unicode.Scalar] {
  text.unicodeScalars.filter { scalar in
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
