import Foundation
import Networking

extension AppEnvironment {
  /// Where the app keeps its widgets' timelines: `<APP>_STATE_DIR`, else
  /// `$XDG_STATE_HOME/<app>`, else `~/.local/state/<app>`.
  public var stateDirectory: URL {
    directory(override: "\(variablePrefix)_STATE_DIR", xdg: "XDG_STATE_HOME", home: ".local/state")
  }

  /// Where the app keeps its HTTP cache (in `http/`) and other cached facts: `<APP>_CACHE_DIR`,
  /// else `$XDG_CACHE_HOME/<app>`, else `~/.cache/<app>`.
  public var cacheDirectory: URL {
    directory(override: "\(variablePrefix)_CACHE_DIR", xdg: "XDG_CACHE_HOME", home: ".cache")
  }

  /// The on-disk HTTP cache, in `http/` under ``cacheDirectory``; an entry it finds damaged
  /// and discards is one warning line (``CacheDiscard/warning``) on `console`'s stderr.
  ///
  /// - Parameter console: The console of the command that reads the cache
  ///   (``CommandLineApp/console``), so the warning goes where the command's other notes go
  ///   and a test that captures the command sees it. Its redactor is kept, and the values of
  ///   the app's secret variables are masked whatever console it is.
  public func httpCache(console: Console) -> HTTPCache {
    let app = app
    let console = console.redacting(console.redactor.adding(redactor(arguments: []).secrets))
    return HTTPCache(
      directory: cacheDirectory.appendingPathComponent("http", isDirectory: true),
      onDiscard: { discard in console.note("warning: \(discard.warning)", app: app) })
  }

  /// The XDG Base Directory rule, in this one place for every app and every file: the app's
  /// own variable names the folder outright; else the XDG variable's folder (an absolute path
  /// only: the specification says to ignore a relative one) with the app's name; else the
  /// same under `$HOME`.
  private func directory(override: String, xdg: String, home: String) -> URL {
    if let path = variables[override], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    let base: URL
    if let path = variables[xdg], path.hasPrefix("/") {
      base = URL(fileURLWithPath: path, isDirectory: true)
    } else {
      let user =
        variables["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        ?? FileManager.default.homeDirectoryForCurrentUser
      base = user.appendingPathComponent(home, isDirectory: true)
    }
    return base.appendingPathComponent(app, isDirectory: true)
  }
}
