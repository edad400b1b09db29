/// A test's own failure: a program missing, a wait that ran over.
public struct TestFailure: Error, CustomStringConvertible {
  /// What went wrong.
  public var description: String

  /// A failure saying `description`.
  public init(_ description: String) {
    self.description = description
  }
}
