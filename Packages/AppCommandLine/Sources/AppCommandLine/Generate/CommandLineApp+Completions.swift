extension CommandLineApp {
  func printCompletions(shell: String?) throws {
    throw CommandFailure.usage("TEMPORARY")
  }
}
