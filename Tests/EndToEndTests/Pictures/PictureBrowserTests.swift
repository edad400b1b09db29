import Foundation
import Testing
import TextRenderingTestSupport

/// Every golden picture (`picture-*.svg` and `.html` of TextRendering and of each app's widget
/// tests) as a person sees it: parsed by `xmllint`, loaded by a real headless Chromium,
/// screenshot, and the PNG's pixels checked. The card is its family's size in pixels (two a
/// point), its rounded corners are transparent, there is text where the first line of text is, the jokes widget's gradient
/// runs from black to dark gray, and the votes bars are in the parties' colours.
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
    let image = try HeadlessChromium.screenshot(
      file, width: Int(geometry.width.rounded(.up)), height: Int(geometry.height),
      scratch: scratch)
    let scale = Double(HeadlessChromium.scale)
    let cardWidth = Int((geometry.width * scale).rounded())
    let cardHeight = Int(geometry.cardHeight * scale)

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
    if let line = geometry.firstText {
      let top = Int(Double(line.baseline - 11) * scale)
      let band = top..<Int(Double(line.baseline + 3) * scale)
      let background = image[3, top + 4]
      let inked = image.count(
        x: Int(line.left * scale)..<Int(line.right * scale), y: band
      ) { pixel in
        abs(Int(pixel.red) - Int(background.red)) + abs(Int(pixel.green) - Int(background.green))
          + abs(Int(pixel.blue) - Int(background.blue)) > 90
      }
      #expect(inked >= 20, "\(path): \(inked) inked pixels on \(background) where the text is")
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
    for (prefersDark, card) in [(false, white), (true, dark)] {
      let image = try HeadlessChromium.screenshot(
        file, width: 338, height: 160, dark: prefersDark, scratch: scratch)
      let pixel = image[image.width / 2, 3]
      #expect(pixel.isNear(card, tolerance: 3), "dark: \(prefersDark), card: \(pixel)")
      // The label's text takes the other colour: many pixels near it in the title row.
      let inked = image.count(x: 0..<image.width / 2, y: 20..<60) {
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
    let image = try HeadlessChromium.screenshot(page, width: 40, height: 20, scratch: scratch)
    #expect(image.width == 80 && image.height == 40)
    #expect(image[10, 10] == PNGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    let half = image[60, 5]
    #expect(half.blue == 255 && half.red == 0 && abs(Int(half.alpha) - 128) <= 1, "\(half)")
    #expect(image[60, 30].alpha == 0)
  }
}

/// What a picture says of its own size and first line of text, read from its `<svg>`.
struct PictureGeometry {
  var width: Double
  var height: Double
  var cardHeight: Double
  /// The first `<text>`: its baseline, its x and 30 points after it (its first glyphs).
  var firstText: (baseline: Int, left: Double, right: Double)?

  init?(_ document: String) {
    guard
      let svg = document.firstMatch(of: /<svg [^>]*width="([0-9.]+)" height="([0-9.]+)"/),
      let card = document.firstMatch(
        of: /<clipPath id="card"><rect width="[0-9.]+" height="([0-9.]+)"/),
      let width = Double(svg.output.1), let height = Double(svg.output.2),
      let cardHeight = Double(card.output.1)
    else { return nil }
    self.width = width
    self.height = height
    self.cardHeight = cardHeight
    if let text = document.firstMatch(of: /<text x="([0-9.]+)" y="([0-9.]+)"/),
      let left = Double(text.output.1), let baseline = Double(text.output.2)
    {
      firstText = (Int(baseline.rounded()), left, left + 30)
    }
  }
}
