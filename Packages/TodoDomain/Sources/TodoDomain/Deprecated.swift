/// The 0.2 name of ``TodoClient``: a remote API is a client, "service" names only the
/// background command.
@available(*, deprecated, renamed: "TodoClient")
public typealias TodoService = TodoClient
