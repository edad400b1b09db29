import Foundation
import Testing

/// The board as a screen reader meets it, read from Chromium's accessibility tree once the
/// page is live: each widget's picture is an image named by the widget's spoken summary, and
/// a polite live region announces the changes.
///
/// The spoken summary and the live region are issue 37's (helper "access": `BoardPage` and the
/// summary per widget kind): the expectations marked `CONTRACT(access)` fail until that work
/// is merged.
@Suite struct BoardAccessibilityTests {
  @Test func picturesAreNamedImagesAndChangesAreAnnounced() throws {
    let http = try #require(try HTTPService.start(.todos), "the service printed no URL")
    defer { http.service.child.wait(upTo: 0) }
    let summary = try Self.summary(of: http)
    let scratch = http.placed.scratch
    let (tree, alt) = try Chromium.with(scratch) { browser in
      try browser.open(http.url)
      let card = "document.querySelector('[data-id=\"\(http.id)\"]')"
      let status = try browser.wait(
        for: "document.getElementById('status').textContent + '|' + (\(card) ? 'card' : '')"
      ) { ($0 as? String) == "live|card" }
      #expect(status as? String == "live|card", "the board never went live: \(status ?? "nil")")
      let alt = try browser.evaluate("\(card).querySelector('img').alt") as? String
      return (try browser.accessibilityTree(), alt ?? "")
    }
    let images = tree.filter { $0.role == "image" && !$0.ignored }
    #expect(images.count == 1, "one widget, one image: \(images)")
    for image in images {
      #expect(!image.name.isEmpty, "an image without a name: \(image)")
      // CONTRACT(access): the image's name is the widget's spoken summary, when the service
      // says one; until then, the picture's alt text.
      #expect(image.name == (summary ?? alt), "summary: \(summary ?? "none"), \(image)")
    }
    // CONTRACT(access): a polite live region announces the changes (`aria-live="polite"`).
    let live = tree.filter { $0.properties["live"] == "polite" }
    #expect(!live.isEmpty, "no polite live region in \(tree.map(\.description))")
    http.stop()
  }

  /// The widget's spoken summary as the service serves it: the `summary` field of
  /// `/widgets/{id}.json` (the widget's status JSON), `nil` when there is none.
  static func summary(of http: HTTPService) throws -> String? {
    let answer = try http.curl("/widgets/\(http.id).json")
    let object = try? JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any]
    return object?["summary"] as? String
  }
}
