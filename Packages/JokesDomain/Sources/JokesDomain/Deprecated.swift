// Names of 0.2 that 0.3 renamed, kept so that code written for 0.2 gets a fix-it.

/// The base URL of each joke source: renamed ``JokeSourceURLs`` in 0.3.
@available(*, deprecated, renamed: "JokeSourceURLs")
public typealias JokeServiceURLs = JokeSourceURLs
