import Foundation

/// Screenshots of a real host's screen: waited for, and kept where a person can open them.
enum HostScreen {
  /// Where screenshots are kept: `e2e-artifacts/hosts/` in the temporary folder, one file a
  /// name, replaced at each run (the scratch folder goes with its test; these stay).
  static let artifacts = FileManager.default.temporaryDirectory
    .appendingPathComponent("e2e-artifacts/hosts", isDirectory: true)

  /// Keeps `png` as `name`.png among the artifacts; its path, which a failing check prints.
  static func keep(_ png: Data, named name: String) -> String {
    let file = artifacts.appendingPathComponent(name + ".png")
    try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    try? png.write(to: file)
    return file.path
  }

  /// Takes screenshots until one satisfies `drawn`, at most `tries` of them within `seconds`
  /// (failure limits), calling `between` before each next try (to wait for what makes the
  /// host paint again: the panel's next run of its command); the last one taken.
  ///
  /// Called once the events that make the host draw have been seen (the panel ran the command,
  /// the bar fetched the item): drawing itself sends no event a test can wait on, so the host
  /// may still be painting its next frame when the first screenshot is taken. Each try is a
  /// whole screenshot (a program run), never a sleep; a passing test takes one or two.
  static func screenshot(
    tries: Int = 30, within seconds: TimeInterval = 60, take: () throws -> PNGImage,
    between: () -> Void = {}, until drawn: (PNGImage) -> Bool
  ) throws -> PNGImage {
    let deadline = Date().addingTimeInterval(seconds)
    var image = try take()
    var taken = 1
    while !drawn(image), taken < tries, Date() < deadline {
      between()
      image = try take()
      taken += 1
    }
    return image
  }

  /// The pixels of the rectangle that differ from `background` (by more than a rounding), and
  /// the columns they span.
  static func ink(
    in image: PNGImage, x: Range<Int>, y: Range<Int>, background: PNGImage.Pixel
  ) -> (count: Int, columns: ClosedRange<Int>?) {
    var count = 0
    var columns: ClosedRange<Int>?
    for row in y.clamped(to: 0..<image.height) {
      for column in x.clamped(to: 0..<image.width) where !image[column, row].isNear(background) {
        count += 1
        columns =
          columns.map { min($0.lowerBound, column)...max($0.upperBound, column) }
          ?? column...column
      }
    }
    return (count, columns)
  }
}
