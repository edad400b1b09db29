import Foundation
import Networking

/// One piece of work asked of an app, with everything it is done with: the options that
/// describe it, the environment its services are found in, and how its network requests run.
///
/// A command decodes its own once, from its command line
/// (``CommandLineApp/commandRequest()``); a host makes one for each placed widget from the
/// widget's record (see `WidgetApp+Placement.swift`). The app builds its widgets and clients
/// from the request it is given, never from a command line made up for it: a refresher builds
/// a placed widget without building the app again. (An intent a client sends the service
/// still runs in an app built on the client's own command line, as the client parsed it.)
public struct AppRequest: Sendable {
  /// The options that describe the work: a command's, or a placed widget's as recorded.
  public var options: OptionValues
  /// The environment the work's services are found in: its base-URL variables, folders and
  /// clock.
  public var environment: AppEnvironment
  /// How its network requests run.
  public var network: RequestSettings
  /// Whether widgets are previewed (`--preview`): drawn from the placeholder and snapshot, and
  /// never stored.
  public var isPreview: Bool

  /// A request for work described by `options`, in `environment`, whose requests run as
  /// `network` says.
  public init(
    options: OptionValues, environment: AppEnvironment, network: RequestSettings,
    isPreview: Bool = false
  ) {
    self.options = options
    self.environment = environment
    self.network = network
    self.isPreview = isPreview
  }

  /// The base URL of the app's service: `--base-url`, else `<APP>_BASE_URL`, else
  /// `defaultURL` (``AppEnvironment/baseURL(option:default:)``).
  ///
  /// - Throws: ``CommandFailure`` (usage) when the URL is not an http(s) URL with a host.
  public func baseURL(default defaultURL: URL) throws -> URL {
    try environment.baseURL(option: options[.baseURL], default: defaultURL)
  }

  /// The HTTP client for this request, on `baseURL`, writing the cache's warnings to
  /// `console` (``AppEnvironment/httpClient(baseURL:settings:console:)``).
  public func httpClient(baseURL: URL, console: Console) -> HTTPClient {
    environment.httpClient(baseURL: baseURL, settings: network, console: console)
  }
}
