import Foundation
import Networking
import NetworkingTestSupport
import Testing
import VotesTestSupport

@testable import VotesDomain

/// A loopback Clerk: year `y` has rolls 1…`rolls[y]`, each made from a recorded roll with its
/// number, year, Congress and session rewritten; every other roll answers the Clerk's HTML
/// 404 page. Counts requests and the most handled at once.
final class ClerkRollServer: Sendable {
  /// How a missing roll answers.
  enum Missing: Sendable, CustomTestStringConvertible {
    /// HTTP 404 with an HTML page, like the real site.
    case status404
    /// HTTP 200 with an HTML page.
    case htmlPage200
    /// A redirect to the site's home page, an HTML page with HTTP 200.
    case redirectToHomePage

    var testDescription: String {
      switch self {
      case .status404: "HTTP 404"
      case .htmlPage200: "HTML with 200"
      case .redirectToHomePage: "a redirect to the home page"
      }
    }
  }

  struct State: Sendable {
    var rolls: [Int: Int]
    var missing = Missing.status404
    /// Rolls that answer 500.
    var failing: Set<ClerkRoll> = []
    /// Rolls that answer a body that is not vote XML.
    var broken: Set<ClerkRoll> = []
    /// How long each existing roll takes to answer (to let requests overlap).
    var delay = Duration.zero
    var inFlight = 0
    var maxInFlight = 0
  }

  let server: LoopbackHTTPServer
  let state: Shared<State>
  private let template: String

  init(rolls: [Int: Int]) throws {
    template = try Fixture.text("roll-2025-023_S5-passage_yea-nay.xml")
    let state = Shared(State(rolls: rolls))
    self.state = state
    server = try LoopbackHTTPServer()
    let template = template
    server.setHandler { request in
      await Self.answer(request, state: state, template: template)
    }
  }

  deinit { server.stop() }

  /// A client for this server that never retries (a failure is seen at once), with a
  /// deadline only a hang reaches: on a machine busy with other builds, the parallel tests
  /// here have waited more than the default 15 s for a thread (``HangOnlyDeadline``).
  var client: HTTPClient {
    var configuration = HTTPClient.Configuration(userAgent: "VotesDomainTests", retry: .never)
    configuration.deadline = HangOnlyDeadline.duration
    configuration.idleTimeout = HangOnlyDeadline.duration
    return HTTPClient(baseURL: server.baseURL, configuration: configuration)
  }

  /// The rolls requested, in order, as `year/roll` (not the home page a redirect leads to).
  var requestedRolls: [ClerkRoll] {
    server.requests.compactMap { ClerkRoll(sourceDataURL: $0.path) }
  }

  /// The requests for rolls (not for the home page a redirect leads to).
  var requestCount: Int { server.requests.filter { $0.path != Self.homePath }.count }

  func update(_ change: @Sendable (inout State) -> Void) async { await state.update(change) }

  var maxInFlight: Int {
    get async { await state.value.maxInFlight }
  }

  private static func answer(_ request: RecordedRequest, state: Shared<State>, template: String)
    async -> ScriptedResponse
  {
    if request.path == homePath { return homePage }
    guard let roll = ClerkRoll(sourceDataURL: request.path) else { return await notFound(state) }
    let snapshot = await state.value
    if snapshot.failing.contains(roll) { return .text("Internal Server Error", status: 500) }
    guard roll.roll <= snapshot.rolls[roll.year] ?? 0 else { return await notFound(state) }
    if snapshot.broken.contains(roll) {
      return .text("<rollcall-vote><vote-metadata>", contentType: "text/xml")
    }
    await state.update {
      $0.inFlight += 1
      $0.maxInFlight = max($0.maxInFlight, $0.inFlight)
    }
    if snapshot.delay > .zero { try? await Task.sleep(for: snapshot.delay) }
    await state.update { $0.inFlight -= 1 }
    return .text(xml(for: roll, template: template), contentType: "text/xml")
  }

  /// The template rewritten as roll `roll`.
  static func xml(for roll: ClerkRoll, template: String) -> String {
    let session = CongressSession(year: roll.year)
    return
      template
      .replacingOccurrences(of: "<rollcall-num>23<", with: "<rollcall-num>\(roll.roll)<")
      .replacingOccurrences(of: "<congress>119<", with: "<congress>\(session.congress)<")
      .replacingOccurrences(
        of: "<session>1st<", with: "<session>\(session.session == 1 ? "1st" : "2nd")<"
      )
      .replacingOccurrences(of: "22-Jan-2025", with: "22-Jan-\(roll.year)")
  }

  /// The page a redirected missing roll lands on.
  static let homePath = "/Home"

  private static func notFound(_ state: Shared<State>) async -> ScriptedResponse {
    let page = """
      <!DOCTYPE html><html><head><title>404 - File or directory not found.</title></head>
      <body><h2>404 - File or directory not found.</h2></body></html>
      """
    switch await state.value.missing {
    case .status404: return .text(page, status: 404, contentType: "text/html")
    case .htmlPage200: return .text(page, contentType: "text/html")
    case .redirectToHomePage: return .redirect(to: homePath)
    }
  }

  private static let homePage = ScriptedResponse.text(
    "<!DOCTYPE html>\n<html lang=\"en\"><head><title>Office of the Clerk</title></head></html>",
    contentType: "text/html")
}
