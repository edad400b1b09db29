import Foundation
import Testing

@testable import Timelines

/// Where state goes, and what the files are called.
@Suite struct StateDirectoryTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var environment: [String: String]
    var path: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "override wins", environment: ["TODOS_STATE_DIR": "/tmp/t", "XDG_STATE_HOME": "/x"],
      path: "/tmp/t"),
    Case(
      name: "empty override is ignored",
      environment: ["TODOS_STATE_DIR": "", "XDG_STATE_HOME": "/x"], path: "/x/todos"),
    Case(
      name: "XDG_STATE_HOME", environment: ["XDG_STATE_HOME": "/x", "HOME": "/h"],
      path: "/x/todos"),
    Case(
      name: "relative XDG_STATE_HOME is ignored",
      environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"], path: "/h/.local/state/todos"),
    Case(name: "HOME fallback", environment: ["HOME": "/h"], path: "/h/.local/state/todos"),
  ]

  @Test(arguments: cases)
  func resolvesTheStateDirectory(_ testCase: Case) {
    let url = FileTimelineStore.stateDirectory(
      app: "todos", overrideVariable: "TODOS_STATE_DIR", environment: testCase.environment)
    #expect(url.standardizedFileURL.path == testCase.path)
  }

  @Test(arguments: [
    (
      WidgetKey(kind: "todos", family: .systemMedium, configurationKey: "default"),
      "todos.systemMedium.default.json"
    ),
    (
      WidgetKey(kind: "dadjokes", family: .systemMedium, configurationKey: "knock-knock"),
      "dadjokes.systemMedium.knock-knock.json"
    ),
    (
      WidgetKey(kind: "a/b", family: .systemSmall, configurationKey: "ü"),
      "a_b.systemSmall._-7c1f80f0.json"
    ),
  ])
  func namesFilesSafely(key: WidgetKey, fileName: String) {
    #expect(key.fileName == fileName)
  }

  @Test func keysThatSanitiseAlikeGetDifferentFiles() {
    let slash = WidgetKey(kind: "a/b", family: .systemSmall, configurationKey: "x")
    let colon = WidgetKey(kind: "a:b", family: .systemSmall, configurationKey: "x")
    #expect(slash.fileName != colon.fileName)
  }
}
