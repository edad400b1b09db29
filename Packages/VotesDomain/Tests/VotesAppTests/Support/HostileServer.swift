import Foundation
import NetworkingTestSupport
import VotesTestSupport

/// A loopback server that is both the Clerk (rolls 1…3 of 2025) and congress.gov (119/1 lists
/// rolls 1…3, 118/2 none), serving good votes until ``turnHostile()``, then the same votes with counts near
/// 2^63: `<yea-total>9223372036854775807</yea-total>` in the Clerk's XML and a party's
/// `"yeaTotal": 9223372036854775000` in congress.gov's details.
final class HostileServer: Sendable {
  static let clerkHuge = "9223372036854775807"
  static let congressHuge = "9223372036854775000"
  static let rolls = 1...3

  let server: LoopbackHTTPServer
  private let detail: String

  init() throws {
    detail = try Fixture.text("GET_house-vote_119_1_240_bill-suspension.json")
    server = try LoopbackHTTPServer()
    serve(hostile: false)
  }

  deinit { server.stop() }

  var url: URL { server.baseURL }

  /// From now on every vote carries counts near 2^63.
  func turnHostile() { serve(hostile: true) }

  private func serve(hostile: Bool) {
    let detail = detail
    server.setHandler { request in
      Self.answer(request.path, hostile: hostile, detail: detail)
    }
  }

  private static func answer(_ path: String, hostile: Bool, detail: String) -> ScriptedResponse {
    if path == "/v3/house-vote/119/1" { return .json(list) }
    if path == "/v3/house-vote/118/2" {
      return .json(#"{"houseRollCallVotes": [], "pagination": {"count": 0}}"#)
    }
    if path.hasPrefix("/v3/house-vote/119/1/"), let roll = Int(path.dropFirst(21)),
      rolls.contains(roll)
    {
      var body = detail.replacingOccurrences(
        of: #""rollCallNumber": 240"#, with: #""rollCallNumber": \#(roll)"#)
      if hostile {
        body = body.replacingOccurrences(
          of: #""yeaTotal": 202"#, with: #""yeaTotal": \#(congressHuge)"#)
      }
      return .json(body)
    }
    if let roll = ClerkStub.roll(in: path), rolls.contains(roll) {
      var body = ClerkStub.document(roll: roll)
      if hostile {
        body = body.replacingOccurrences(
          of: #"<yea-total>\d+</yea-total>"#, with: "<yea-total>\(clerkHuge)</yea-total>",
          options: .regularExpression)
      }
      return .text(body, contentType: "text/xml")
    }
    if path.hasPrefix("/v3/") {
      return .json(#"{"error": "Unknown resource: \#(path.dropFirst(4))"}"#, status: 404)
    }
    return .text("<!DOCTYPE html><html><body>Not Found</body></html>", status: 404)
  }

  /// congress.gov's list of 119/1: rolls 1…3, on one page.
  static var list: String {
    let items = rolls.map { roll in
      """
      {"congress": 119, "sessionNumber": 1, "rollCallNumber": \(roll), "result": "Passed",
       "voteType": "2/3 Yea-And-Nay", "startDate": "2025-07-1\(roll)T18:56:00-04:00",
       "legislationType": "HR", "legislationNumber": "3424"}
      """
    }
    return #"{"houseRollCallVotes": [\#(items.joined(separator: ","))], "#
      + #""pagination": {"count": \#(rolls.count)}}"#
  }
}
