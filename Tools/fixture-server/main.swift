// The fixture server: recorded payloads of the public APIs on 127.0.0.1, with faults on
// demand. Prints its base URL as the only line on stdout, serves until SIGINT or SIGTERM.
// Routes live in FixtureServerCore; this file parses, composes and waits.
import FixtureServerCore
import Foundation
import NetworkingTestSupport

let options: FixtureServerOptions
do {
  options = try FixtureServerOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  Console.error(error.description)
  exit(64)
}
if options.help {
  Console.output(FixtureServerOptions.usage)
  exit(0)
}

// Block SIGINT and SIGTERM before any thread starts, so that every thread inherits the mask
// and the main thread can take them with sigwait below. SIGPIPE is ignored (writes to a
// client that hung up fail instead).
signal(SIGPIPE, SIG_IGN)
var stopSignals = sigset_t()
sigemptyset(&stopSignals)
sigaddset(&stopSignals, SIGINT)
sigaddset(&stopSignals, SIGTERM)
pthread_sigmask(SIG_BLOCK, &stopSignals, nil)

let server: LoopbackHTTPServer
do {
  let configuration = FixtureConfiguration(
    fixturesDirectory: try FixtureLocation.directory(override: options.fixturesDirectory),
    clerkYear: options.clerkYear ?? FixtureLocation.currentYear(),
    clerkRolls: options.clerkRolls,
    faults: options.faults)
  let router = try FixtureRouter(configuration: configuration)
  let quiet = options.quiet
  server = try LoopbackHTTPServer(port: options.port) { request in
    let response = router.response(for: request)
    if !quiet { Console.error(Console.logLine(request, response, router.faultPlan(for: request))) }
    return response
  }
} catch let error as FixtureServerError {
  Console.error(error.description)
  exit(66)
} catch {
  Console.error("fixture-server: cannot start: \(error)")
  exit(69)
}

Console.output(server.baseURL.absoluteString)
var received: Int32 = 0
sigwait(&stopSignals, &received)
server.stop()
exit(0)
