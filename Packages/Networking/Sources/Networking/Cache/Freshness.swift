import Foundation

/// The headers and times that decide whether a cached response may be used without asking the
/// server: RFC 9111 §4.2 for a private cache.
///
/// - Lifetime: `Cache-Control: max-age` when present (an invalid one means stale), else
///   `Expires` minus `Date` (an invalid `Expires` such as `-1` or `0` means stale), else none:
///   no heuristic freshness is guessed, so such a response is always revalidated.
/// - Current age (§4.2.3): the larger of the apparent age (response time minus `Date`) and the
///   corrected `Age` (`Age` plus the time the request took), plus the time since the response
///   arrived. An invalid `Age` is ignored; one beyond 2³¹ reads as 2³¹.
/// - `Cache-Control: no-cache`, or `Pragma: no-cache` when there is no `Cache-Control` field,
///   means never fresh.
///
/// Header values are kept as the server sent them and read each time, so every number a server
/// sends is range-checked here, and all arithmetic is in `TimeInterval`, which cannot trap.
struct Freshness: Sendable, Equatable {
  /// The `Cache-Control` field value.
  var cacheControl: String?
  /// The `Pragma` field value.
  var pragma: String?
  /// The `Expires` field value.
  var expires: String?
  /// The `Date` field value.
  var date: String?
  /// The `Age` field value.
  var age: String?
  /// When the request that got the response was sent (`request_time`).
  var requestedAt: Date
  /// When the response arrived (`response_time`).
  var receivedAt: Date

  /// The freshness of a response with `headers`, requested at `requestedAt` and received at
  /// `receivedAt`.
  init(headers: HTTPHeaders, requestedAt: Date, receivedAt: Date) {
    cacheControl = headers["Cache-Control"]
    pragma = headers["Pragma"]
    expires = headers["Expires"]
    date = headers["Date"]
    age = headers["Age"]
    self.requestedAt = min(requestedAt, receivedAt)
    self.receivedAt = receivedAt
  }

  /// Takes in a `304 Not Modified` (RFC 9111 §4.3.4): its `Cache-Control`, `Pragma` and
  /// `Expires` replace the stored ones, and its times replace the stored times. `Date` and
  /// `Age` describe the message that carries them, so they are replaced even when absent.
  mutating func update(with headers: HTTPHeaders, requestedAt: Date, receivedAt: Date) {
    cacheControl = headers["Cache-Control"] ?? cacheControl
    pragma = headers["Pragma"] ?? pragma
    expires = headers["Expires"] ?? expires
    date = headers["Date"]
    age = headers["Age"]
    self.requestedAt = min(requestedAt, receivedAt)
    self.receivedAt = receivedAt
  }

  /// The parsed `Cache-Control` directives (none when the field is absent).
  var control: CacheControl {
    CacheControl(cacheControl ?? "")
  }

  /// Whether the response must not be stored (`Cache-Control: no-store`).
  var forbidsStorage: Bool {
    control.noStore
  }

  /// Whether every use needs a successful revalidation first: `Cache-Control: no-cache`, or
  /// `Pragma: no-cache` when there is no `Cache-Control` field.
  var requiresRevalidation: Bool {
    if let cacheControl { return CacheControl(cacheControl).noCache }
    guard let pragma else { return false }
    return CacheControl.directives(in: pragma).contains { $0.name == "no-cache" }
  }

  /// The freshness lifetime in seconds (RFC 9111 §4.2.1), from 0 to 2³¹; 0 when the
  /// response gives none or an invalid one.
  var lifetime: TimeInterval {
    switch control.maxAge {
    case .seconds(let seconds): return seconds
    case .invalid: return 0
    case nil: break
    }
    guard let expires, let expiry = RetryAfter.httpDate(expires) else { return 0 }
    let lifetime = expiry.timeIntervalSince(dateValue)
    guard lifetime.isFinite else { return 0 }
    return min(max(0, lifetime), DeltaSeconds.largest)
  }

  /// The age of the response at `now` in seconds (RFC 9111 §4.2.3), never negative.
  func currentAge(at now: Date) -> TimeInterval {
    let apparentAge = max(0, receivedAt.timeIntervalSince(dateValue))
    let responseDelay = max(0, receivedAt.timeIntervalSince(requestedAt))
    let correctedAgeValue = ageValue + responseDelay
    let correctedInitialAge = max(apparentAge, correctedAgeValue)
    let residentTime = max(0, now.timeIntervalSince(receivedAt))
    let age = correctedInitialAge + residentTime
    return age.isFinite ? age : .greatestFiniteMagnitude
  }

  /// The current age when the response may be used at `now` without asking the server, else
  /// `nil`.
  func freshAge(at now: Date) -> TimeInterval? {
    guard !requiresRevalidation else { return nil }
    let age = currentAge(at: now)
    return lifetime > age ? age : nil
  }

  /// Whether the response may be served at `now` when the server cannot be asked (RFC 9111
  /// §4.2.4): never with `no-cache`, and with `must-revalidate` only while fresh.
  func allowsUseWithoutServer(at now: Date) -> Bool {
    if requiresRevalidation { return false }
    if control.mustRevalidate { return freshAge(at: now) != nil }
    return true
  }

  /// `Date`, or the response time when it is absent or unreadable (RFC 9110 §6.6.1).
  private var dateValue: Date {
    date.flatMap(RetryAfter.httpDate) ?? receivedAt
  }

  /// `Age` in seconds: the first of several values, 0 when absent or invalid.
  private var ageValue: TimeInterval {
    guard let first = age?.split(separator: ",", omittingEmptySubsequences: false).first else {
      return 0
    }
    return DeltaSeconds.parse(String(first), overflow: .clamps) ?? 0
  }
}
