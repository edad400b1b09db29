import Foundation
import Testing
import TextRenderingTestSupport

/// Every golden picture (`picture-*.svg` and `.html` of TextRendering and of each app's widget
/// tests) as a person sees it: parsed by `xmllint`, loaded by a real headless Chromium,
/// screenshot once, and the screenshot compared with its reference PNG within a tolerance
/// (``PictureReference``: `RECORD_PICTURES=1` records them) and its pixels checked. The card
/// is its `viewBox`'s size in pixels (two a point), its rounded corners are transparent, there
/// is text where the first line of text is, the jokes widget's gradient runs from black to
/// dark gray, and the votes bars are in the parties' colours.
@Suite(.serialized) struct PictureBrowserTests {
  /// The repository's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Each golden picture: its path from the root.
  static let goldens: [String] = {
    let folders = [
      "Packages/TextRendering/Tests/TextRenderingTests/__Snapshots__",
      "Packages/TodoDomain/Tests/TodoWidgetTests/__Snapshots__",
      "Packages/JokesDomain/Tests/JokesWidgetTests/__Snapshots__",
      "Packages/VotesDomain/Tests/VotesWidgetTests/__Snapshots__",
    ]
    return folders.flatMap { folder in
      let names =
        (try? FileManager.default.contentsOfDirectory(
          atPath: root.appendingPathComponent(folder).path)) ?? []
      return names.filter {
        $0.hasPrefix("picture-") && ($0.hasSuffix(".svg") || $0.hasSuffix(".html"))
      }
      .sorted().map { "\(folder)/\($0)" }
    }
  }()

  @Test func everyAppAndFamilyHasGoldenPictures() {
    #expect(Self.goldens.count >= 36)
    for app in ["TodoDomain", "JokesDomain", "VotesDomain"] {
      for kind in [".svg", ".html"] {
        #expect(Self.goldens.contains { $0.contains(app) && $0.hasSuffix(kind) })
      }
    }
  }

  @Test(arguments: goldens)
  func looksRightInABrowser(_ path: String) throws {
    let scratch = try ScratchDirectory()
    let file = Self.root.appendingPathComponent(path)
    let document = try String(contentsOf: file, encoding: .utf8)
    #expect(PictureChecks.xmllintProblems(document) == nil, "\(path)")
    #expect(PictureChecks.inertnessProblems(document) == [], "\(path)")
    let geometry = try #require(PictureGeometry(document))
    let (png, image) = try Chromium.screenshot(
      file, width: geometry.window.width, height: geometry.window.height, scratch: scratch)

    // The reference screenshot, within its tolerance.
    let name = PictureReference.name(forGolden: path)
    if let problem = PictureReference.problem(png: png, image: image, named: name) {
      Issue.record(Comment(rawValue: problem))
    }

    let scale = Double(Chromium.scale)
    let cardWidth = Int((geometry.width * scale).rounded())
    let cardHeight = Int((geometry.cardHeight * scale).rounded())
    // The card's size in pixels: what is painted starts at the top left and is as wide and as
    // tall as the family's box (a stack's dots come under it).
    let bounds = try #require(image.opaqueBounds, "nothing painted in \(path)")
    #expect(bounds.minX == 0 && bounds.minY == 0, "\(path): \(bounds)")
    #expect(abs(bounds.maxX + 1 - cardWidth) <= 1, "\(path): \(bounds) for \(cardWidth)")
    if geometry.height == geometry.cardHeight {
      #expect(abs(bounds.maxY + 1 - cardHeight) <= 1, "\(path): \(bounds) for \(cardHeight)")
    } else {
      // The dots: painted pixels under the card, and none just under its corner.
      #expect(bounds.maxY + 1 > cardHeight, "\(path): no dots under the card")
      #expect(image[2, cardHeight + 2].alpha == 0)
    }
    // The rounded corners are transparent; the middle of each edge is not.
    for (x, y) in [
      (1, 1), (cardWidth - 2, 1), (1, cardHeight - 2), (cardWidth - 2, cardHeight - 2),
    ] {
      #expect(image[x, y].alpha == 0, "\(path): corner (\(x), \(y)) is \(image[x, y])")
    }
    for (x, y) in [(cardWidth / 2, 1), (1, cardHeight / 2), (cardWidth - 2, cardHeight / 2)] {
      #expect(image[x, y].alpha == 255, "\(path): edge (\(x), \(y)) is \(image[x, y])")
    }

    // Text where the first line of text is: pixels unlike the card beside it.
    if let inked = geometry.inkedPixels(in: image) {
      #expect(inked >= 20, "\(path): \(inked) inked pixels where the text is")
    }

    if path.contains("JokesDomain") {
      // The gradient's two ends, in the middle of the top and bottom rows (the frame's ring:
      // nothing else is drawn there).
      let black = PNGImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255)
      let darkGray = PNGImage.Pixel(red: 64, green: 64, blue: 64, alpha: 255)
      let top = image[cardWidth / 2, 3]
      let bottom = image[cardWidth / 2, cardHeight - 4]
      #expect(top.isNear(black, tolerance: 6), "\(path): top of the gradient is \(top)")
      #expect(bottom.isNear(darkGray, tolerance: 6), "\(path): bottom is \(bottom)")
    }
    if path.contains("VotesDomain"),
      path.hasSuffix("picture-large.svg") || path.hasSuffix("picture-large.html")
    {
      // The bars, under the headline: Republican red and Democratic blue.
      let lower = (cardHeight / 2)..<cardHeight
      let red = PNGImage.Pixel(red: 205, green: 49, blue: 49, alpha: 255)
      let blue = PNGImage.Pixel(red: 36, green: 114, blue: 200, alpha: 255)
      let reds = image.count(x: 0..<cardWidth, y: lower) { $0.isNear(red) }
      let blues = image.count(x: 0..<cardWidth, y: lower) { $0.isNear(blue) }
      #expect(reds >= 5_000, "\(path): \(reds) red pixels")
      #expect(blues >= 5_000, "\(path): \(blues) blue pixels")
    }
  }

  @Test func htmlFollowsTheReadersColorScheme() throws {
    let scratch = try ScratchDirectory()
    let file = Self.root.appendingPathComponent(
      "Packages/TodoDomain/Tests/TodoWidgetTests/__Snapshots__/picture-medium.html")
    let white = PNGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    let dark = PNGImage.Pixel(red: 28, green: 28, blue: 30, alpha: 255)
    let geometry = try #require(PictureGeometry(try String(contentsOf: file, encoding: .utf8)))
    for (prefersDark, card) in [(false, white), (true, dark)] {
      let image = try Chromium.screenshot(
        file, width: geometry.window.width, height: geometry.window.height, dark: prefersDark,
        scratch: scratch
      ).image
      let pixel = image[image.width / 2, 3]
      #expect(pixel.isNear(card, tolerance: 3), "dark: \(prefersDark), card: \(pixel)")
      // The label's text takes the other colour: many pixels near it on the card.
      let inked = image.count(x: 0..<image.width, y: 0..<image.height) {
        $0.isNear(
          prefersDark ? white : PNGImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255), tolerance: 60
        )
      }
      #expect(inked >= 30, "dark: \(prefersDark), \(inked) pixels of text")
    }
  }

  @Test func theDecoderReadsWhatChromiumWrites() throws {
    let scratch = try ScratchDirectory()
    let page = scratch.url.appendingPathComponent("squares.svg")
    try Data(
      """
      <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">\
      <rect width="20" height="20" fill="#ff0000"/>\
      <rect x="20" width="20" height="10" fill="#0000ff" fill-opacity="0.5"/></svg>
      """.utf8
    ).write(to: page)
    let image = try Chromium.screenshot(page, width: 40, height: 20, scratch: scratch).image
    #expect(image.width == 80 && image.height == 40)
    #expect(image[10, 10] == PNGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    let half = image[60, 5]
    #expect(half.blue == 255 && half.red == 0 && abs(Int(half.alpha) - 128) <= 1, "\(half)")
    #expect(image[60, 30].alpha == 0)
  }
}
