import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The rules ``CurlTransport`` applies to what a server sends before any body is read:
/// response headers, and redirects.
enum ResponseCheck {
  /// What to do with a redirect.
  enum Redirect {
    /// Follow it with this request (credentials removed when it leaves the origin).
    case follow(URLRequest)
    /// Do not follow it; fail with this error.
    case refuse(NetworkError)
  }

  /// Credential headers every redirect to another origin drops, besides the ones
  /// ``TransportLimits/credentialHeaderNames`` adds.
  static let standardCredentialHeaders: Set<String> = [
    "Authorization", "Proxy-Authorization", "Cookie", "X-Api-Key",
  ]

  /// Why a response with these header fields must be refused before its body is read, or nil
  /// to read it: a declared length over the cap, or a body compressed although the request
  /// asked for `identity`.
  static func refusal(
    headers: HTTPHeaders, declaredLength: Int64?, url: URL, limits: TransportLimits
  ) -> NetworkError? {
    if let declaredLength, declaredLength > Int64(limits.maxResponseBytes) {
      return .responseTooLarge(url: url, limit: limits.maxResponseBytes)
    }
    // The request said `Accept-Encoding: identity`; a compressed body could be any size once
    // inflated, and nothing here inflates it.
    if let coding = headers["Content-Encoding"] {
      let codings = coding.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces).lowercased()
      }
      if codings.contains(where: { $0 != "identity" && !$0.isEmpty }) {
        let shown = coding.excerpt(maximumCharacters: 40)
        return .badResponse(url: url, reason: "Content-Encoding \(shown), which was not asked for")
      }
    }
    return nil
  }

  /// Whether and how to follow a redirect from a request first sent to `origin`.
  static func redirect(_ request: URLRequest, from origin: URL, limits: TransportLimits)
    -> Redirect
  {
    guard let target = request.url, let scheme = target.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = target.host, !host.isEmpty
    else {
      let scheme =
        request.url?.scheme.map { "\($0.excerpt(maximumCharacters: 20)):" } ?? "unreadable"
      return .refuse(
        .badResponse(url: origin, reason: "redirect to a \(scheme) URL, not http or https"))
    }
    guard Origin(target) != Origin(origin) else { return .follow(request) }
    var stripped = request
    stripped.url = target.redactingUserInfo
    let names = standardCredentialHeaders.union(limits.credentialHeaderNames)
    for name in request.allHTTPHeaderFields?.keys.map({ $0 }) ?? []
    where names.contains(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
      stripped.setValue(nil, forHTTPHeaderField: name)
    }
    return .follow(stripped)
  }
}

/// The origin of a URL as RFC 6454 defines it: scheme, host and port, compared without case,
/// the port defaulted from the scheme.
struct Origin: Equatable {
  let scheme: String
  let host: String
  let port: Int?

  init(_ url: URL) {
    scheme = url.scheme?.lowercased() ?? ""
    host = url.host?.lowercased() ?? ""
    port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
  }
}
