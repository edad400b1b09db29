import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request per distinct request, however many clients ask for it while the coalescer
/// lives: a refresher's pass gives one to every widget it reloads, so two widgets that need
/// the same URL (two families of one todos list) make one request between them.
///
/// Requests are the same when their method, URL and every header but the cache validators are
/// (credentials included, so a client never gets an answer meant for other credentials): the
/// clients of one pass share one cache, so the second widget asks with the validators the
/// first one's answer stored, and still gets that answer. A `304 Not Modified` is not shared
/// with a request that sent no validators. The first asker's request is sent; the others
/// await its answer, success or failure. Answers are
/// kept, most recent first, up to ``byteLimit`` bytes (bodies, and ``overhead`` each), so a
/// pass over thousands of
/// widgets does not hold thousands of answers; an answer no longer kept is asked for again.
///
/// ```swift
/// var configuration = HTTPClient.Configuration()
/// configuration.coalescer = RequestCoalescer()   // one per pass
/// ```
public final class RequestCoalescer: Sendable {
  /// The most bytes of answers kept.
  public let byteLimit: Int

  private struct Kept {
    var answer: SharedAnswer
    var bytes: Int
    var order: Int
  }

  private struct State {
    var kept: [String: Kept] = [:]
    var bytes = 0
    var counter = 0
  }

  private let state = Mutex(State())

  /// A coalescer keeping at most `byteLimit` bytes of answers (4 MiB by default).
  public init(byteLimit: Int = 4 << 20) {
    self.byteLimit = max(0, byteLimit)
  }

  /// The answer to `request`: the one already asked for or given, else what `send` answers.
  ///
  /// The first asker sends on its own task (no task is made for it: a pass asks once a widget,
  /// and a task a request was a thread hop each); the others wait for its answer. If the first
  /// asker is cancelled, its cancellation is not an answer: the others ask again.
  func response(
    for request: URLRequest,
    _ send: @escaping @Sendable () async throws -> TransportResponse
  ) async throws -> TransportResponse {
    let key = Self.key(request)
    let (answer, asks) = state.withLock { state in
      state.counter += 1
      if var kept = state.kept[key] {
        kept.order = state.counter
        state.kept[key] = kept
        return (kept.answer, false)
      }
      let answer = SharedAnswer()
      state.kept[key] = Kept(answer: answer, bytes: 0, order: state.counter)
      return (answer, true)
    }
    let result: Result<TransportResponse, any Error>
    if asks {
      do {
        result = .success(try await send())
      } catch {
        result = .failure(error)
      }
      if Task.isCancelled {
        state.withLock { state in
          if state.kept[key]?.answer === answer { state.kept[key] = nil }
        }
        answer.finish(nil)
        return try result.get()
      }
      answer.finish(result)
    } else {
      guard let shared = await answer.value() else {
        // The asker was cancelled: ask again (this task may be the one that sends now).
        return try await response(for: request, send)
      }
      result = shared
    }
    if case .success(let shared) = result, shared.status == 304, !Self.validates(request) {
      return try await send()
    }
    // Every answer counts, its headers and the task that holds it too: a pass of 10,000
    // revalidations (304s, no body) kept them all when only bodies counted.
    let bytes = ((try? result.get())?.body.count ?? 0) + Self.overhead
    state.withLock { state in
      guard var kept = state.kept[key], kept.answer === answer, kept.bytes == 0 else { return }
      kept.bytes = bytes
      state.kept[key] = kept
      state.bytes += bytes
      Self.trim(&state, to: byteLimit)
    }
    return try result.get()
  }

  /// How many clients wait for another's answer to `request` (for tests).
  func waiting(for request: URLRequest) -> Int {
    state.withLock { $0.kept[Self.key(request)]?.answer.waiting ?? 0 }
  }

  /// Forgets the least recently asked answers until what is kept fits three quarters of
  /// `limit`: one sort for many answers, so trimming costs O(log N) an answer amortised.
  private static func trim(_ state: inout State, to limit: Int) {
    guard state.bytes > limit else { return }
    let limit = limit / 4 * 3
    let oldestFirst = state.kept.filter { $0.value.bytes > 0 }.sorted {
      $0.value.order < $1.value.order
    }
    for (key, kept) in oldestFirst where state.bytes > limit {
      state.kept.removeValue(forKey: key)
      state.bytes -= kept.bytes
    }
  }

  /// The headers by which a request revalidates a cached copy.
  private static let validators: Set<String> = ["if-none-match", "if-modified-since"]

  /// Whether `request` revalidates a cached copy.
  private static func validates(_ request: URLRequest) -> Bool {
    (request.allHTTPHeaderFields ?? [:]).keys.contains { validators.contains($0.lowercased()) }
  }

  /// What an answer is counted for beyond its body: its headers, its waiters and the key.
  static let overhead = 1024

  /// What makes two requests the same.
  private static func key(_ request: URLRequest) -> String {
    let headers = (request.allHTTPHeaderFields ?? [:])
      .filter { !validators.contains($0.key.lowercased()) }
      .map { "\($0.key.lowercased()):\($0.value)" }.sorted()
    return ([request.httpMethod ?? "GET", request.url?.absoluteString ?? ""] + headers)
      .joined(separator: "\n")
  }
}
