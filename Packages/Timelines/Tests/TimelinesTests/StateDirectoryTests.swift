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
    (WidgetKey(kind: "todos", family: .systemMedium, configurationKey: "default"), "todos"),
    (
      WidgetKey(kind: "dadjokes", family: .systemMedium, configurationKey: "knock-knock"),
      "dadjokes"
    ),
    (WidgetKey(kind: "a/b", family: .systemSmall, configurationKey: "ü"), "a_b"),
    (
      WidgetKey(
        kind: "votes@http://u:hunter2@host:8080/", family: .systemLarge, configurationKey: "x"),
      "votes"
    ),
  ])
  func namesFilesSafely(key: WidgetKey, readableKind: String) throws {
    let parts = key.fileName.split(separator: ".").map(String.init)
    try #require(parts.count == 4)
    #expect(parts[0] == readableKind)
    #expect(parts[1] == key.family.rawValue)
    #expect(parts[2].count == 16 && parts[2].allSatisfy(\.isHexDigit))
    #expect(parts[3] == "json")
  }

  /// A kind that carries a long base URL (and its password) must not make a name the file
  /// system refuses, nor put the URL into the name.
  @Test func namesHaveABoundedLengthAndNoURL() {
    let url = "http://user:hunter2@" + String(repeating: "a", count: 400) + ".example/"
    let key = WidgetKey(kind: "todos@" + url, family: .systemExtraLarge, configurationKey: url)
    #expect(key.fileName.utf8.count <= 80)
    #expect(!key.fileName.contains("hunter2"))
    #expect(!key.fileName.contains("example"))
    let other = WidgetKey(
      kind: "todos@" + url + "x", family: .systemExtraLarge, configurationKey: url)
    #expect(other.fileName != key.fileName)
  }

  @Test func keysThatSanitiseAlikeGetDifferentFiles() {
    let slash = WidgetKey(kind: "a/b", family: .systemSmall, configurationKey: "x")
    let colon = WidgetKey(kind: "a:b", family: .systemSmall, configurationKey: "x")
    #expect(slash.fileName != colon.fileName)
  }
}
