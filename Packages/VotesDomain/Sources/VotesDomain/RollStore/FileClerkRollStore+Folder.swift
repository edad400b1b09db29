import Foundation

extension FileClerkRollStore {
  /// The cache folder for the Clerk's rolls and hints from `baseURL`:
  /// `<cacheDirectory>/clerk/<16 hex digits>`, the digits a hash of the URL without its user
  /// information, query or fragment, so a fixture server's rolls never mix with the real
  /// Clerk's, and no secret (nor even the host) is in a file name.
  public static func cacheFolder(for baseURL: URL, in cacheDirectory: URL) -> URL {
    cacheDirectory.appendingPathComponent("clerk", isDirectory: true)
      .appendingPathComponent(siteKey(baseURL), isDirectory: true)
  }

  /// The hash naming a site's folder: 64-bit FNV-1a of ``redacted(_:)``, in hex. Only a name,
  /// not a secret: a collision would need two sites the same user points the app at.
  static func siteKey(_ baseURL: URL) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in redacted(baseURL).utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// `baseURL` without user, password, query or fragment, its scheme and host in lower case
  /// and no trailing slash: `https://clerk.house.gov`.
  static func redacted(_ baseURL: URL) -> String {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
      return baseURL.absoluteString
    }
    components.user = nil
    components.password = nil
    components.query = nil
    components.fragment = nil
    components.scheme = components.scheme?.lowercased()
    components.host = components.host?.lowercased()
    while components.path.hasSuffix("/") { components.path.removeLast() }
    return components.string ?? baseURL.absoluteString
  }
}
