// The names 0.2 had, kept so that code written against them gets a fix-it.

/// The `votes` command line: renamed ``VotesCommandLine``, so that no module holds a type of
/// its own name.
@available(*, deprecated, renamed: "VotesCommandLine")
public typealias VotesApp = VotesCommandLine
