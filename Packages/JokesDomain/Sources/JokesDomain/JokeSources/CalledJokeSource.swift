import Foundation

/// A joke source that asks its service through a ``SourceCall``: its ``JokeSource/id`` and
/// ``JokeSource/baseURL`` are the call's, written once here for every service.
protocol CalledJokeSource: JokeSource {
  /// How the source asks its service.
  var call: SourceCall { get }
}

extension CalledJokeSource {
  /// The service the source's call goes to.
  public var id: JokeSourceID { call.source }

  /// The base URL of the client the source was made with.
  public var baseURL: URL { call.client.baseURL }
}
