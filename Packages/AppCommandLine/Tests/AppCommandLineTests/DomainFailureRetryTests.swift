import AppCommandLineTestSupport
import Foundation
import Networking
import Testing

@testable import AppCommandLine

/// A domain's error honours a service's `Retry-After` without a line of its own: every
/// ``DomainFailure`` forwards its ``DomainFailure/networkError``'s wait, and a widget's failed
/// reload keeps it for the scheduler.
@Suite struct DomainFailureRetryTests {
  /// A domain error that says nothing about waits, as a new app's first error would.
  enum QuotesError: DomainFailure {
    case notFound
    case network(NetworkError)

    var description: String { "no such quote" }
    var networkError: NetworkError? {
      if case .network(let error) = self { error } else { nil }
    }
    var kind: DomainFailureKind { .notFound }
  }

  static let url = URL(fileURLWithPath: "/quotes")

  @Test func aRateLimitThroughADomainErrorKeepsTheServicesWait() {
    let limited = QuotesError.network(.rateLimited(url: Self.url, retryAfter: .seconds(120)))
    let note = CapturedConsole().console.reloadFailureNote(for: limited)
    #expect(note.serviceRetryAfter == 120)
    #expect((limited as any Error as? any RetryAdvice)?.retryAfter == .seconds(120))
  }

  @Test(arguments: [
    QuotesError.notFound, .network(.timedOut(url: url)),
    .network(.rateLimited(url: url, retryAfter: nil)),
  ])
  func otherFailuresAskForNoWait(_ error: QuotesError) {
    #expect(error.retryAfter == nil)
    #expect(CapturedConsole().console.reloadFailureNote(for: error).serviceRetryAfter == nil)
  }
}
