/// Why the fixture server cannot start: a bad command line or a missing or broken fixture.
public enum FixtureServerError: Error, Equatable, CustomStringConvertible {
  /// The command line is wrong; the text says what was expected.
  case usage(String)
  /// A fixture file the server needs is not there.
  case missingFixture(path: String)
  /// A fixture file is there but is not what the server expects.
  case invalidFixture(path: String, reason: String)

  /// One line a person can act on.
  public var description: String {
    switch self {
    case .usage(let message):
      "fixture-server: \(message) (see --help)"
    case .missingFixture(let path):
      "fixture-server: missing fixture \(path); pass --fixtures DIR pointing at Tools/fixture-server/Fixtures"
    case .invalidFixture(let path, let reason):
      "fixture-server: fixture \(path) is invalid: \(reason)"
    }
  }
}
