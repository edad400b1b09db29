import Foundation
import Testing

/// The reference comparison itself, on images made here: what passes within the tolerance,
/// what fails and what a failure leaves (the diff image, red where the pixels differ, and the
/// screenshot), a missing reference and recording.
@Suite struct PictureReferenceTests {
  /// A `width` × `height` white image with a black square of `side` pixels at (`x`, `y`).
  static func picture(width: Int = 100, height: Int = 50, square x: Int, _ y: Int, side: Int)
    -> PNGImage
  {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for row in y..<min(y + side, height) {
      for column in x..<min(x + side, width) {
        pixels.replaceSubrange(
          (row * width + column) * 4..<(row * width + column) * 4 + 3, with: [0, 0, 0])
      }
    }
    return PNGImage(width: width, height: height, pixels: pixels)
  }

  /// A reference folder holding `image` as `name`.png.
  static func references(_ image: PNGImage, named name: String, in scratch: ScratchDirectory)
    throws -> URL
  {
    let folder = scratch.url.appendingPathComponent("References")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try image.pngData().write(to: folder.appendingPathComponent(name + ".png"))
    return folder
  }

  @Test func theSamePictureOrOneWithinTheToleranceMatches() throws {
    let scratch = try ScratchDirectory()
    let reference = Self.picture(square: 10, 10, side: 20)
    let folder = try Self.references(reference, named: "same", in: scratch)
    #expect(
      PictureReference.problem(
        png: reference.pngData(), image: reference, named: "same", references: folder) == nil)
    // Every channel moved by the threshold, and a few pixels (under the share) far off.
    var shaded = reference.pixels.map { $0 >= 40 ? $0 - 40 : $0 + 40 }
    for pixel in 0..<Int(Double(100 * 50) * PictureReference.differingShare) {
      shaded[pixel * 4] = shaded[pixel * 4] > 128 ? 0 : 255
    }
    let near = PNGImage(width: 100, height: 50, pixels: shaded)
    let problem = PictureReference.problem(
      png: near.pngData(), image: near, named: "same", references: folder)
    #expect(problem == nil, "\(problem ?? "")")
  }

  @Test func aMovedShapeFailsWithADiffImageAndTheScreenshot() throws {
    let scratch = try ScratchDirectory()
    let name = "moved-\(UUID().uuidString)"
    let folder = try Self.references(
      Self.picture(square: 10, 10, side: 20), named: name, in: scratch)
    let moved = Self.picture(square: 14, 10, side: 20)
    let problem = try #require(
      PictureReference.problem(png: moved.pngData(), image: moved, named: name, references: folder))
    #expect(problem.contains("160 of 5000 pixels (3.20%)"), "\(problem)")
    #expect(problem.contains(PictureReference.recordCommand))
    let diffPath = PictureReference.artifacts.appendingPathComponent(name + "-diff.png").path
    let actualPath = PictureReference.artifacts.appendingPathComponent(name + "-actual.png").path
    #expect(problem.contains(diffPath) && problem.contains(actualPath), "\(problem)")
    let diff = try PNGImage(data: try Data(contentsOf: URL(fileURLWithPath: diffPath)))
    let red = PNGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    // Red where the square left and where it came; faded elsewhere: its still part gray.
    #expect(diff[11, 15] == red && diff[31, 15] == red)
    #expect(diff[20, 15] == PNGImage.Pixel(red: 192, green: 192, blue: 192, alpha: 255))
    #expect(diff[60, 40] == PNGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    #expect(diff.count(x: 0..<100, y: 0..<50) { $0 == red } == 160)
    let actual = try PNGImage(data: try Data(contentsOf: URL(fileURLWithPath: actualPath)))
    #expect(actual.pixels == moved.pixels)
  }

  @Test func anotherSizeFails() throws {
    let scratch = try ScratchDirectory()
    let folder = try Self.references(
      Self.picture(square: 0, 0, side: 5), named: "size", in: scratch)
    let wider = Self.picture(width: 101, square: 0, 0, side: 5)
    let problem = PictureReference.problem(
      png: wider.pngData(), image: wider, named: "size", references: folder)
    #expect(problem?.contains("101×50 pixels, its reference 100×50") == true, "\(problem ?? "")")
  }

  @Test func aMissingReferenceFailsWithTheHintAndRecordingWritesIt() throws {
    let scratch = try ScratchDirectory()
    let folder = scratch.url.appendingPathComponent("References")
    let image = Self.picture(square: 1, 1, side: 3)
    let missing = PictureReference.problem(
      png: image.pngData(), image: image, named: "new", references: folder)
    #expect(missing?.contains("No reference picture References/new.png") == true)
    #expect(missing?.contains("RECORD_PICTURES=1 swift test --filter PictureBrowserTests") == true)
    let recorded = PictureReference.problem(
      png: image.pngData(), image: image, named: "new", references: folder, record: true)
    #expect(recorded?.hasPrefix("Recorded reference new.png") == true, "\(recorded ?? "")")
    let written = try Data(contentsOf: folder.appendingPathComponent("new.png"))
    #expect(written == image.pngData())
    #expect(
      PictureReference.problem(png: written, image: image, named: "new", references: folder)
        == nil)
  }

  @Test func referenceNamesSayPackagePictureAndKind() {
    #expect(
      PictureReference.name(
        forGolden: "Packages/TodoDomain/Tests/TodoWidgetTests/__Snapshots__/picture-medium.svg")
        == "TodoDomain-picture-medium-svg")
  }
}
