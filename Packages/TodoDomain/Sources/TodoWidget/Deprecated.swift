import TodoDomain

extension TodoProvider {
  /// The 0.2 spelling of ``init(client:)``, from when the client was `TodoService`.
  @available(*, deprecated, renamed: "init(client:)")
  public init(service: TodoClient) {
    self.init(client: service)
  }
}
