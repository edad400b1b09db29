extension OptionSpec {
  /// `--no-cache`, for every app's data commands (`list`, `show`, `open` …): ask the server
  /// rather than answer from the cache. Its answer still replaces the cached copy, so the next
  /// command sees it. ``AppEnvironment/httpClient(baseURL:settings:console:)`` reads it.
  public static let noCache = OptionKey.noCache.declared(
    help: "Ask the server, not the cache (the answer still updates the cache).")
}
