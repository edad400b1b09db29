import Foundation
import NetworkingTestSupport

/// A loopback Clerk for the app's commands: 2025 has rolls 1…`rolls`, each a small roll-call
/// document (S 5, passed 263–156, numbered as asked); any other roll answers the Clerk's HTML
/// 404 page. congress.gov's paths (`/v3/…`) answer its 403 envelope with `keyError`.
final class ClerkStub: Sendable {
  let server: LoopbackHTTPServer

  init(rolls: Int = 12, keyError: String = "API_KEY_INVALID") throws {
    server = try LoopbackHTTPServer { request in
      if request.path.hasPrefix("/v3/") {
        return .json(
          #"{"error": {"code": "\#(keyError)", "message": "An invalid api_key was supplied."}}"#,
          status: 403)
      }
      guard let roll = Self.roll(in: request.path), roll <= rolls else {
        return .text("<!DOCTYPE html><html><body>Not Found</body></html>", status: 404)
      }
      return .text(Self.document(roll: roll), contentType: "text/xml")
    }
  }

  deinit { server.stop() }

  var url: URL { server.baseURL }

  /// The paths requested, in order.
  var paths: [String] { server.requests.map(\.path) }

  /// `/evs/2025/roll007.xml` → 7; nil for any other path.
  static func roll(in path: String) -> Int? {
    let prefix = "/evs/2025/roll"
    guard path.hasPrefix(prefix), path.hasSuffix(".xml") else { return nil }
    return Int(path.dropFirst(prefix.count).dropLast(".xml".count))
  }

  /// A roll-call document with the Clerk's shape and only the fields the parser reads.
  static func document(roll: Int) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE rollcall-vote PUBLIC "-//US House of Representatives//DTD Roll Call Vote//EN" \
    "../vote.dtd">
    <rollcall-vote><vote-metadata>
    <majority>R</majority><congress>119</congress><session>1st</session>
    <chamber>U.S. House of Representatives</chamber><rollcall-num>\(roll)</rollcall-num>
    <legis-num>S 5</legis-num><vote-question>On Passage</vote-question>
    <vote-type>YEA-AND-NAY</vote-type><vote-result>Passed</vote-result>
    <action-date>22-Jan-2025</action-date><action-time time-etz="17:01">5:01 PM</action-time>
    <vote-desc>Laken Riley Act</vote-desc>
    <vote-totals>
    <totals-by-party><party>Republican</party><yea-total>217</yea-total><nay-total>0</nay-total>\
    <present-total>0</present-total><not-voting-total>1</not-voting-total></totals-by-party>
    <totals-by-party><party>Democratic</party><yea-total>46</yea-total><nay-total>156</nay-total>\
    <present-total>0</present-total><not-voting-total>13</not-voting-total></totals-by-party>
    <totals-by-vote><total-stub>Totals</total-stub><yea-total>263</yea-total>\
    <nay-total>156</nay-total><present-total>0</present-total>\
    <not-voting-total>14</not-voting-total></totals-by-vote>
    </vote-totals></vote-metadata><vote-data></vote-data></rollcall-vote>
    """
  }
}
