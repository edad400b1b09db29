import Foundation
import NetworkingTestSupport

/// One recorded service's routes: answers the requests it knows, nil for the others.
protocol FixtureService: Sendable {
  func response(for request: RecordedRequest) -> ScriptedResponse?
}

/// What the router needs to know besides the request.
public struct FixtureConfiguration: Sendable {
  /// The directory holding the fixture files (`Tools/fixture-server/Fixtures`).
  public var fixturesDirectory: URL
  /// The year whose Clerk rolls 1…`clerkRolls` are synthesised ("the current year").
  public var clerkYear: Int
  /// How many rolls the current year has.
  public var clerkRolls: Int
  /// Faults applied to every request (a request's own `fault=` / `delay=` win).
  public var faults: FaultPlan

  /// A configuration; `clerkRolls` defaults to 195 and there are no global faults.
  public init(
    fixturesDirectory: URL, clerkYear: Int, clerkRolls: Int = 195, faults: FaultPlan = FaultPlan()
  ) {
    self.fixturesDirectory = fixturesDirectory
    self.clerkYear = clerkYear
    self.clerkRolls = clerkRolls
    self.faults = faults
  }
}

/// Answers a request the way the recorded public services would: JSONPlaceholder, the joke
/// APIs, the Clerk of the House, congress.gov and the item lists of the apps made by
/// `Tools/new-app`, plus faults and the `/_fixture/` endpoints.
/// A pure function of the request and the fixtures (plus request counts and joke rotation),
/// so it can be exercised without sockets.
public final class FixtureRouter: Sendable {
  private let services: [any FixtureService]
  private let counter = RequestCounter()
  private let faults: FaultSwitch

  /// Loads every fixture the routes need.
  /// - Throws: `FixtureServerError` when a fixture is missing or broken.
  public init(configuration: FixtureConfiguration) throws(FixtureServerError) {
    let files = FixtureFiles(root: configuration.fixturesDirectory)
    let rotation = Rotation()
    services = [
      try JSONPlaceholderService(files: files),
      try TutorialJokesService(files: files, rotation: rotation),
      try ICanHazDadJokeService(files: files, rotation: rotation),
      try ChuckNorrisService(files: files, rotation: rotation),
      try JokeAPIService(files: files, rotation: rotation),
      try ClerkService(
        files: files, currentYear: configuration.clerkYear, rolls: configuration.clerkRolls),
      try CongressService(files: files),
      try ItemListService(files: files),
    ]
    faults = FaultSwitch(configuration.faults)
  }

  /// The response for `request`, which has just arrived: it takes the next step of a
  /// `/_fixture/script` that applies to it, so call this once per request.
  public func response(for request: RecordedRequest) -> ScriptedResponse {
    let request = TenantPrefix.stripped(request)
    if request.path.hasPrefix("/_fixture/") { return adminResponse(for: request) }
    counter.record(request)
    let plan = FaultPlan.requested(by: request, over: faults.take(for: request))
    let clean = FaultPlan.stripped(request)
    return plan.apply(to: clean) { route(clean) }
  }

  /// The fault plan `request` got from `response(for:)` (called just before, on the same
  /// connection), without taking a script step; for logging.
  public func faultPlan(for request: RecordedRequest) -> FaultPlan {
    let request = TenantPrefix.stripped(request)
    return request.path.hasPrefix("/_fixture/")
      ? FaultPlan() : FaultPlan.requested(by: request, over: faults.lastPlan(for: request))
  }

  private func route(_ request: RecordedRequest) -> ScriptedResponse {
    guard ["GET", "HEAD", "PATCH"].contains(request.method) else {
      return .text("fixture-server: only GET, HEAD and PATCH are served\n", status: 405)
        .adding(header: "Allow", "GET, HEAD, PATCH")
    }
    for service in services {
      if let response = service.response(for: request) { return response }
    }
    return .text(
      "fixture-server: no fixture for \(request.path): fixtures are read at start; after"
        + " Tools/new-app, rebuild and restart the fixture server (swift run fixture-server)\n",
      status: 404)
  }

  /// `GET /_fixture/requests` (counts), `GET /_fixture/bodies` (the bodies of the requests
  /// that changed something, `PATCH`), `GET|POST /_fixture/reset` (counts, bodies and
  /// scripts), `POST /_fixture/faults?fault=KIND&delay=SECONDS[&method=PATCH]` and
  /// `POST /_fixture/script?method=M&step=…`; never counted. Bad parameters are a 400.
  private func adminResponse(for request: RecordedRequest) -> ScriptedResponse {
    switch (request.method, request.path) {
    case ("GET", "/_fixture/requests"), ("HEAD", "/_fixture/requests"):
      return .json(counter.summary(), indent: 0)
    case ("GET", "/_fixture/bodies"):
      return .json(counter.bodies(), indent: 0)
    case ("GET", "/_fixture/reset"), ("POST", "/_fixture/reset"):
      counter.reset()
      faults.clearScripts()
      return .json(.object([("reset", .bool(true))]), indent: 0)
    case ("POST", "/_fixture/faults"):
      var plan: FaultPlan
      do throws(FixtureServerError) {
        plan = try FaultPlan.parsed(request.queryItems, skipping: ["method"])
      } catch {
        return Self.badRequest(error)
      }
      if !plan.isEmpty { plan.method = request.queryValue("method")?.uppercased() }
      faults.set(plan.isEmpty ? nil : plan)
      return .json(.object([("faults", .bool(!plan.isEmpty))]), indent: 0)
    case ("POST", "/_fixture/script"):
      return scriptResponse(for: request)
    default:
      return .text("fixture-server: unknown admin endpoint \(request.path)\n", status: 404)
    }
  }

  /// `POST /_fixture/script?method=M&step=Q1&step=Q2…`: the next requests of method `M` (of
  /// any method without `method`) take the steps in the order they arrive, each `Q` a
  /// percent-encoded fault query (`delay%3D2%26fault%3D500`, `fault%3D500`, or empty for the
  /// normal answer); then `/_fixture/faults` applies again. Replaces `M`'s previous script; no
  /// steps clears it. Answers `{"method":"PATCH","steps":3}`.
  private func scriptResponse(for request: RecordedRequest) -> ScriptedResponse {
    var method: String?
    var steps: [FaultPlan] = []
    for item in request.queryItems {
      switch item.name {
      case "method":
        method = item.value.flatMap { $0.isEmpty ? nil : $0.uppercased() }
      case "step":
        do throws(FixtureServerError) {
          steps.append(try FaultPlan.parsed(query: item.value ?? ""))
        } catch {
          return Self.badRequest(error, context: "step \(steps.count + 1): ")
        }
      default:
        return Self.badRequest(
          .usage("unknown parameter '\(item.name)'; expected method=METHOD or step=QUERY"))
      }
    }
    faults.setScript(steps, method: method)
    return .json(
      .object([("method", method.map(JSONValue.string) ?? .null), ("steps", .int(steps.count))]),
      indent: 0)
  }

  /// A 400 whose one-line text body says what is wrong with an admin request.
  private static func badRequest(_ error: FixtureServerError, context: String = "")
    -> ScriptedResponse
  {
    let reason: String
    if case .usage(let message) = error { reason = message } else { reason = error.description }
    return .text("fixture-server: \(context)\(reason)\n", status: 400)
  }
}
