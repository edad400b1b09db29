import Foundation
import Testing
import Timelines

@testable import AppCommandLine

@Suite struct AppEnvironmentTests {
  let fallback = URL(string: "https://jsonplaceholder.typicode.com")!
  /// A console that drops what it is given, for code that needs one and writes nothing here.
  static let quiet = Console(out: { _ in }, err: { _ in })

  func environment(_ variables: [String: String], tty: Bool = false) -> AppEnvironment {
    AppEnvironment(app: "todos", variables: variables, stdoutIsTerminal: tty)
  }

  @Test func theTimeoutIsTheOptionThenWidgetsTimeoutThenFifteenSeconds() throws {
    let given = ParsedArguments(command: "list", options: ["timeout": ["2"]])
    let bare = ParsedArguments(command: "list")
    let variables = ["WIDGETS_TIMEOUT": "600"]
    #expect(try environment(variables).timeout(given) == .seconds(2))
    #expect(try environment(variables).timeout(bare) == .seconds(600))
    #expect(try environment(["WIDGETS_TIMEOUT": "0.5"]).timeout(bare) == .milliseconds(500))
    #expect(try environment([:]).timeout(bare) == .seconds(15))
    #expect(try environment(["WIDGETS_TIMEOUT": ""]).timeout(bare) == .seconds(15))
    for wrong in ["0", "601", "soon", "nan", "1e9"] {
      let error = try #require(throws: CommandFailure.self) {
        try environment(["WIDGETS_TIMEOUT": wrong]).timeout(bare)
      }
      #expect(error.exitCode == .usage)
      #expect(error.message == "WIDGETS_TIMEOUT takes seconds from 0.1 to 600, got '\(wrong)'")
    }
  }

  @Test func baseURLPrefersTheOptionThenTheVariableThenTheDefault() throws {
    let variables = ["TODOS_BASE_URL": "http://127.0.0.1:9000"]
    #expect(
      try environment(variables).baseURL(option: "http://localhost:1", default: fallback)
        .absoluteString == "http://localhost:1")
    #expect(
      try environment(variables).baseURL(option: nil, default: fallback).absoluteString
        == "http://127.0.0.1:9000")
    #expect(try environment([:]).baseURL(option: nil, default: fallback) == fallback)
    #expect(
      try environment(["TODOS_BASE_URL": ""]).baseURL(option: nil, default: fallback) == fallback)
  }

  @Test(arguments: [
    "ftp://x", "localhost:8080", "http://", "not a url", "file:///tmp", "http://h:99999",
    "http://h:0", "http://[::1", "https://:8080/",
  ])
  func baseURLMustBeHTTP(_ text: String) throws {
    let error = try #require(throws: CommandFailure.self) {
      try environment([:]).baseURL(option: text, default: fallback)
    }
    // One check, one message, whatever is wrong.
    #expect(error.exitCode == .usage)
    #expect(error.message.hasPrefix("--base-url must be an http(s) URL with a host"))
    // A service's own variable (votes' CONGRESS_BASE_URL, dadjokes' per-service ones) gets the
    // same check and the same message, naming the variable.
    let other = try #require(throws: CommandFailure.self) {
      try environment(["CONGRESS_BASE_URL": text]).baseURL(variable: "CONGRESS_BASE_URL")
    }
    #expect(other.message.hasPrefix("CONGRESS_BASE_URL must be an http(s) URL with a host"))
  }

  @Test func aServicesOwnVariableNamesItsBaseURL() throws {
    let variables = ["CONGRESS_BASE_URL": "HTTP://127.0.0.1:9001"]
    #expect(
      try environment(variables).baseURL(
        option: nil, variable: "CONGRESS_BASE_URL", default: fallback
      ).absoluteString == "http://127.0.0.1:9001")
    #expect(try environment([:]).baseURL(variable: "CONGRESS_BASE_URL") == nil)
    #expect(
      environment([:]).baseURLHint(variable: "CONGRESS_BASE_URL")
        == "--base-url or CONGRESS_BASE_URL")
  }

  @Test(arguments: [
    ("HTTP://127.0.0.1:8080", "http://127.0.0.1:8080"),
    ("hTTps://Example.com/api/", "https://Example.com/api/"),
    ("http://[::1]:8080", "http://[::1]:8080"),
    ("http://127.0.0.1:65535", "http://127.0.0.1:65535"),
  ])
  func baseURLIsNormalised(_ text: String, _ expected: String) throws {
    let url = try environment([:]).baseURL(option: text, default: fallback)
    #expect(url.absoluteString == expected)
    #expect(url.host?.isEmpty == false)
  }

  @Test func directoriesFollowXDGWithOverrides() {
    let home = ["HOME": "/home/ada"]
    #expect(environment(home).stateDirectory.path == "/home/ada/.local/state/todos")
    #expect(environment(home).cacheDirectory.path == "/home/ada/.cache/todos")
    let xdg = ["HOME": "/home/ada", "XDG_STATE_HOME": "/s", "XDG_CACHE_HOME": "/c"]
    #expect(environment(xdg).stateDirectory.path == "/s/todos")
    #expect(environment(xdg).cacheDirectory.path == "/c/todos")
    let overridden = ["TODOS_STATE_DIR": "/tmp/st", "TODOS_CACHE_DIR": "/tmp/ca"]
    #expect(environment(overridden).stateDirectory.path == "/tmp/st")
    #expect(environment(overridden).httpCache(console: Self.quiet).directory.path == "/tmp/ca/http")
    // A relative XDG folder is ignored, as the specification says; so is an empty override.
    let relative = ["HOME": "/h", "XDG_STATE_HOME": "rel", "XDG_CACHE_HOME": "rel"]
    #expect(environment(relative).stateDirectory.path == "/h/.local/state/todos")
    #expect(environment(relative).cacheDirectory.path == "/h/.cache/todos")
    let empty = ["TODOS_STATE_DIR": "", "XDG_STATE_HOME": "/x", "TODOS_CACHE_DIR": ""]
    #expect(environment(empty).stateDirectory.path == "/x/todos")
    #expect(
      environment(empty.merging(["HOME": "/h"]) { a, _ in a }).cacheDirectory.path
        == "/h/.cache/todos")
  }

  @Test func colorOptionComesFirst() throws {
    let tty = environment(["COLORTERM": "truecolor"], tty: true)
    #expect(try tty.outputStyle(colorOption: nil) == .ansi(.trueColor))
    #expect(try tty.outputStyle(colorOption: "never") == .plain)
    #expect(try tty.outputStyle(colorOption: nil, noColor: true) == .plain)
    #expect(try environment([:]).outputStyle(colorOption: "always") == .ansi(.ansi16))
    #expect(throws: CommandFailure.self) { try tty.outputStyle(colorOption: "sometimes") }
  }

  @Test func widgetClockIsScaledOnlyWhenAsked() throws {
    #expect(try environment([:]).widgetClock() is SystemWidgetClock)
    let clock = try environment(["WIDGETS_CLOCK_START": "2026-11-22T14:00:00Z"]).widgetClock()
    #expect(abs(clock.now.timeIntervalSince1970 - 1_795_356_000) < 5)
    for speed in ["-1", "0", "1e300", "inf", "fast"] {
      #expect(throws: CommandFailure.self) {
        try environment(["WIDGETS_CLOCK_SPEED": speed]).widgetClock()
      }
    }
    #expect(throws: CommandFailure.self) {
      try environment(["WIDGETS_CLOCK_START": "yesterday"]).widgetClock()
    }
  }

  /// A service hands its worker its clock's time to the millisecond.
  @Test func widgetClockStartTakesFractionalSeconds() throws {
    let variables = [
      "WIDGETS_CLOCK_START": "2026-11-22T14:00:00.250Z", "WIDGETS_CLOCK_SPEED": "jump",
    ]
    let clock = try environment(variables).widgetClock()
    #expect(abs(clock.now.timeIntervalSince1970 - 1_795_356_000.25) < 0.001)
  }

  @Test func scaledClocksOfOneRunAgree() {
    let start = Date(timeIntervalSince1970: 1_795_356_000)
    let origin = Date(timeIntervalSince1970: 0)
    let first = ScaledWidgetClock(start: start, speed: 3600, realNow: origin)
    let second = ScaledWidgetClock(start: start, speed: 3600, realNow: origin)
    #expect(abs(first.now.timeIntervalSince(second.now)) < 3600)
    #expect(first.now > start)
  }

  /// A run's scaled clock counts from the moment that run started, not from whichever run of
  /// the process came first: a run started 120 s ago at speed 1 reads the start plus 120 s, and
  /// a run started now reads the start itself.
  @Test func aScaledClockCountsFromItsOwnRun() throws {
    let variables = ["WIDGETS_CLOCK_START": "2026-11-22T14:00:00Z"]
    let start = Date(timeIntervalSince1970: 1_795_356_000)
    let earlier = AppEnvironment(
      app: "todos", variables: variables, stdoutIsTerminal: false,
      startedAt: .now - .seconds(120))
    let later = AppEnvironment(app: "todos", variables: variables, stdoutIsTerminal: false)
    #expect(abs(try earlier.widgetClock().now.timeIntervalSince(start) - 120) < 5)
    #expect(abs(try later.widgetClock().now.timeIntervalSince(start)) < 5)
  }

  @Test func userAgentNamesTheAppAndTheProject() {
    #expect(
      environment([:]).userAgent
        == "todos/\(ProjectVersion.current) (+https://github.com/widgets-for-linux/widgets-for-linux)"
    )
  }
}
