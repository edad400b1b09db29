import AppCommandLine
import Foundation
import Timelines

/// What the requests of a run's placed widgets share, decoded once for the run (a refresher's
/// pass over thousands of widgets builds each from its record without reading the run's
/// options, variables or secrets again): the run's environment without its base-URL
/// variables, its network settings with one HTTP cache, and the options a record may hold.
struct PlacedRequests: Sendable {
  /// This run's environment.
  let environment: AppEnvironment
  /// How every widget's requests run (``RequestSettings/cache`` set once for them all).
  let network: RequestSettings
  /// The options a record may hold (``CommandLineApp/placementOptionNames``).
  let declaredOptions: Set<String>
  /// This run's variables that do not say where a service lives.
  private let sharedVariables: [String: String]
  /// This run's variables that say where a service lives, by name.
  private let ownPlacementVariables: [String: String]

  /// The requests of `environment`'s run, whose requests run as `network` says; a variable
  /// `isPlacementVariable` names says where a service lives.
  init(
    environment: AppEnvironment, network: RequestSettings, declaredOptions: Set<String>,
    isPlacementVariable: (String) -> Bool
  ) {
    self.environment = environment
    self.network = network
    self.declaredOptions = declaredOptions
    (sharedVariables, ownPlacementVariables) = Self.split(
      environment.variables, isPlacementVariable: isPlacementVariable)
  }

  /// The request for the placed widget `placed`: its recorded options, this run's environment
  /// with the recorded base-URL variables in place of its own, and this run's network
  /// settings.
  func request(for placed: PlacedWidget) -> AppRequest {
    var widgetEnvironment = environment
    widgetEnvironment.variables = Self.merged(
      placed, into: sharedVariables, own: ownPlacementVariables)
    return AppRequest(
      options: OptionValues(placed.options, declared: declaredOptions),
      environment: widgetEnvironment, network: network)
  }

  /// The variables a run for the placed widget `placed` works with: `variables`, with the
  /// base-URL variables recorded when it was placed in place of its own. A recorded URL lost
  /// its user info; where `variables` names the same URL with it, those credentials are used.
  static func variables(
    for placed: PlacedWidget, in variables: [String: String],
    isPlacementVariable: (String) -> Bool
  ) -> [String: String] {
    let (shared, own) = split(variables, isPlacementVariable: isPlacementVariable)
    return merged(placed, into: shared, own: own)
  }

  /// `variables` split into those that do not say where a service lives and those that do.
  private static func split(
    _ variables: [String: String], isPlacementVariable: (String) -> Bool
  ) -> (shared: [String: String], own: [String: String]) {
    var shared: [String: String] = [:]
    var own: [String: String] = [:]
    for (name, value) in variables {
      if isPlacementVariable(name) { own[name] = value } else { shared[name] = value }
    }
    return (shared, own)
  }

  /// `shared` with the variables recorded for `placed`, each recorded URL given the user info
  /// of the same URL in `own`.
  private static func merged(
    _ placed: PlacedWidget, into shared: [String: String], own: [String: String]
  ) -> [String: String] {
    var variables = shared
    for (name, recorded) in placed.environment {
      if let value = own[name] ?? shared[name], SecretRedactor.removingUserInfo(value) == recorded {
        variables[name] = value
      } else {
        variables[name] = recorded
      }
    }
    return variables
  }
}
