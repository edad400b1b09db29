import Foundation
import Testing

@testable import Timelines

/// What the state files are called.
@Suite struct StateDirectoryTests {
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

  /// The names files already on disk have: a name that changed would leave every widget's
  /// timeline and placement record behind.
  @Test(arguments: [
    ("todos", WidgetFamily.systemMedium, "default", "todos.systemMedium.14bc9545d140ced3.json"),
    (
      "todos@http://127.0.0.1:8080/_tenant/7", .systemSmall, "",
      "todos.systemSmall.56ad3072107784e9.json"
    ),
    (
      "dad jokes/\u{FC}mlaut-x_y", .systemLarge, "knock",
      "dad_jokes__mlaut-x_y.systemLarge.ca28978c2acbc688.json"
    ),
    ("@only-url", .systemExtraLarge, "a", "_.systemExtraLarge.b40895a22f20652e.json"),
    (
      "a-very-long-kind-name-that-goes-on-and-on", .systemMedium, "c",
      "a-very-long-kind-name-th.systemMedium.7340565169fe9dcd.json"
    ),
    ("\u{E9}\u{301}e\u{1F600}", .systemSmall, "z", "__e_.systemSmall.2d538d294f148c1a.json"),
  ])
  func namesStayTheSameAcrossReleases(
    kind: String, family: WidgetFamily, configuration: String, fileName: String
  ) {
    let key = WidgetKey(kind: kind, family: family, configurationKey: configuration)
    #expect(key.fileName == fileName)
    #expect(fileName.contains(key.digest))
  }

  @Test func keysThatSanitiseAlikeGetDifferentFiles() {
    let slash = WidgetKey(kind: "a/b", family: .systemSmall, configurationKey: "x")
    let colon = WidgetKey(kind: "a:b", family: .systemSmall, configurationKey: "x")
    #expect(slash.fileName != colon.fileName)
  }
}
