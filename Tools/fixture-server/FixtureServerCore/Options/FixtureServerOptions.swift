import Foundation

/// The fixture server's command line.
public struct FixtureServerOptions: Sendable, Equatable {
  /// The port to listen on; 0 picks a free one.
  public var port: UInt16 = 0
  /// Silences the one line per request on stderr.
  public var quiet = false
  /// Whether `--help` was given.
  public var help = false
  /// `--fixtures DIR`, overriding the bundled fixtures.
  public var fixturesDirectory: String?
  /// `--clerk-year YEAR`, overriding the server clock's year.
  public var clerkYear: Int?
  /// `--clerk-rolls N`: how many rolls the current year has.
  public var clerkRolls = 195
  /// Faults for every request (`--fault`, repeatable: one delay plus one kind).
  public var faults = FaultPlan()

  /// Defaults: an ephemeral port, logging on, no faults.
  public init() {}

  /// Parses the arguments after the program name.
  /// - Throws: `FixtureServerError.usage` naming the argument that is wrong.
  public static func parse(_ arguments: [String]) throws(FixtureServerError) -> FixtureServerOptions
  {
    var options = FixtureServerOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      func value() throws(FixtureServerError) -> String {
        guard let next = remaining.popFirst() else { throw .usage("\(argument) needs a value") }
        return next
      }
      switch argument {
      case "--help", "-h": options.help = true
      case "--quiet", "-q": options.quiet = true
      case "--port": options.port = try number(try value(), for: argument, in: 0...65_535)
      case "--fixtures": options.fixturesDirectory = try value()
      case "--clerk-year":
        options.clerkYear = try number(try value(), for: argument, in: 1789...9999)
      case "--clerk-rolls": options.clerkRolls = try number(try value(), for: argument, in: 0...999)
      case "--fault": try options.faults.add(argument: try value())
      default: throw .usage("unknown argument '\(argument)'")
      }
    }
    return options
  }

  private static func number<Value: FixedWidthInteger>(
    _ text: String, for option: String, in range: ClosedRange<Int>
  ) throws(FixtureServerError) -> Value {
    guard let parsed = Int(text), range.contains(parsed) else {
      throw .usage("\(option) expects a whole number in \(range.lowerBound)…\(range.upperBound)")
    }
    return Value(parsed)
  }

  /// The text `--help` prints.
  public static let usage = """
    USAGE: fixture-server [--port N] [--quiet] [--fault KIND]... [--clerk-year YEAR]
                          [--clerk-rolls N] [--fixtures DIR]

    Serves recorded payloads of JSONPlaceholder, the joke APIs, the Clerk of the House and
    congress.gov on 127.0.0.1, on the same paths as the real services. Prints its base URL
    (e.g. http://127.0.0.1:41234) as the only line on stdout, then serves until SIGINT or
    SIGTERM. Logs one line per request on stderr.

    OPTIONS:
      --port N            Port to listen on (default 0: a free port).
      --quiet, -q         Do not log requests.
      --fault KIND        Inject a fault into every request: delay=SECONDS, 500, 503, 429,
                          malformed, reset or html. Repeat to combine a delay with a kind.
                          One request can ask with ?fault=KIND and ?delay=SECONDS.
      --clerk-year YEAR   The "current year" of the Clerk's rolls (default: this year).
      --clerk-rolls N     How many rolls the current year has (default 195).
      --fixtures DIR      Fixture directory (default: the bundled Fixtures).
      --help, -h          Show this help.

    ENDPOINTS:
      /todos, /todos/{id}                       JSONPlaceholder (filters, _limit, _page, ETag)
      /retrieveJokes.php?type=…                 the tutorial's joke API
      /, /j/{id}, /search                       icanhazdadjoke
      /jokes/random, /jokes/categories, …       chucknorris.io
      /joke/{category}                          JokeAPI v2
      /evs/{year}/roll{NNN}.xml                 Clerk of the House roll calls
      /v3/house-vote/{congress}/{session}[/…]   congress.gov v3 (X-Api-Key or api_key=)
      /_fixture/requests, /_fixture/reset       request counts (not counted themselves); reset
                                                also clears the scripts
      POST /_fixture/faults?fault=KIND&delay=S  change the faults of every request from now on
                                                (&method=M: of method M alone; no parameters:
                                                back to --fault, no scripts); S up to 3600
      POST /_fixture/script?method=M&step=Q…    the next requests of method M (any method
                                                without it) take the steps in arrival order,
                                                then the faults apply again; each Q a
                                                URL-encoded fault query (delay%3D2%26fault%3D500,
                                                fault%3D500, or empty: a normal answer); no
                                                steps clears M's script. Bad input is a 400.
    """
}
