// Names of 0.2 that 0.3 renamed, kept so that code written for 0.2 gets a fix-it.

/// The `dadjokes` command line: renamed ``DadJokesCommandLine`` in 0.3.
@available(*, deprecated, renamed: "DadJokesCommandLine")
public typealias DadJokesApp = DadJokesCommandLine
