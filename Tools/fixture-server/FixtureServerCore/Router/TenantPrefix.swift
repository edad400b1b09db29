import NetworkingTestSupport

/// `/_tenant/ID/…`: the same fixtures under as many base URLs as a test or a benchmark needs
/// (`http://127.0.0.1:PORT/_tenant/7/` serves what `http://127.0.0.1:PORT/` does), so thousands
/// of widgets can be placed with distinct base URLs against one server. The requests are
/// counted under their path without the prefix.
enum TenantPrefix {
  /// The path segment that starts a tenant's prefix.
  static let marker = "/_tenant/"

  /// `request` without its tenant prefix; itself when it has none.
  static func stripped(_ request: RecordedRequest) -> RecordedRequest {
    guard request.target.hasPrefix(marker) else { return request }
    let rest = request.target.dropFirst(marker.count)
    guard let slash = rest.firstIndex(of: "/") else { return request }
    return RecordedRequest(
      method: request.method, target: String(rest[slash...]), headers: request.headers,
      body: request.body, version: request.version, connectionID: request.connectionID)
  }
}
