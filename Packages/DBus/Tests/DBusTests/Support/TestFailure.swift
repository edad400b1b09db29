/// A test's own failure: a program missing, a wait that ran over.
struct TestFailure: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
