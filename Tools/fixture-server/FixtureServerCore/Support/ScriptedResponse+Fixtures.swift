import Foundation
import NetworkingTestSupport

extension ScriptedResponse {
  /// A JSON value written the way the service writes it (`indent` 0 is compact).
  static func json(
    _ value: JSONValue, indent: Int, status: Int = 200,
    headers: [(name: String, value: String)] = []
  ) -> ScriptedResponse {
    .data(value.data(indent: indent), status: status, headers: headers)
  }

  /// Bytes with a content type (JSON unless told otherwise).
  static func data(
    _ body: Data, status: Int = 200, contentType: String = "application/json; charset=utf-8",
    headers: [(name: String, value: String)] = []
  ) -> ScriptedResponse {
    ScriptedResponse(
      status: status, headers: [("Content-Type", contentType)] + headers, body: body)
  }

  /// A small HTML page, as web servers send for errors.
  static func htmlPage(title: String, message: String, status: Int) -> ScriptedResponse {
    let page = """
      <!DOCTYPE html>
      <html><head><title>\(title)</title></head>
      <body><h1>\(title)</h1><p>\(message)</p></body></html>

      """
    return .text(page, status: status, contentType: "text/html; charset=utf-8")
  }

  /// A copy without the headers named in `names` (case-insensitive).
  func removingHeaders(_ names: Set<String>) -> ScriptedResponse {
    var copy = self
    copy.headers = headers.filter { !names.contains($0.name.lowercased()) }
    return copy
  }
}
