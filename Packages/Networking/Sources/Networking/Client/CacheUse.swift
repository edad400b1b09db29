/// How an ``HTTPClient`` uses its ``HTTPCache`` for each request.
///
/// In every mode a 200 response is stored (unless it says `Cache-Control: no-store`), and
/// ``HTTPClient/Configuration/servesStaleOnFailure`` falls back to the stored copy when the
/// server cannot be reached, where the response's directives allow it.
public enum CacheUse: Sendable, Hashable {
  /// Serve a fresh entry (RFC 9111 §4.2: `max-age`, or `Expires` minus `Date`, not yet reached
  /// by its age) without any request, as ``ResponseOrigin/cache(age:)``; revalidate a stale
  /// one with its `ETag` / `Last-Modified`. The default.
  case followFreshness

  /// Always ask the server, conditionally when there is a stored copy, however fresh it is: a
  /// `304 Not Modified` serves the stored body. For callers with a schedule of their own, such
  /// as a widget reload whose policy already decided it is time to fetch.
  case revalidate

  /// Ask the server without validators and ignore the stored copy, but store the answer in
  /// its place: what a command's `--no-cache` does.
  case reload
}
