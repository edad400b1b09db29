/// The deadline of a request under test: one that only a hang reaches. Against a loopback
/// server a request takes milliseconds, but the tests here run in parallel on as many threads
/// as the machine has cores, and beside other builds they have waited longer than the
/// default 15 s for one. A test of a timeout sets its own.
enum HangOnlyDeadline {
  static let duration: Duration = .seconds(600)
}
