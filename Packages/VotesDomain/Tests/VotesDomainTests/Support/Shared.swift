/// A value shared between a loopback server's handler (on the server's threads) and a test.
actor Shared<Value: Sendable> {
  private(set) var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Changes the value and returns what `change` returns, in one step.
  @discardableResult
  func update<Result: Sendable>(_ change: @Sendable (inout Value) -> Result) -> Result {
    change(&value)
  }
}
