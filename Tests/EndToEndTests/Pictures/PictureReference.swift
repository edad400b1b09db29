import Foundation

/// A picture's reference screenshot: the PNG headless Chromium made of a golden picture when
/// it was last recorded, kept in `References/` beside this file, that each new screenshot is
/// compared with, within a tolerance. A layout change shows up as a diff image.
///
/// `RECORD_PICTURES=1` (as `RECORD_GOLDENS=1` for the goldens) writes the references from the
/// screenshots and fails each test, so CI never records silently:
///
///     RECORD_PICTURES=1 swift test --filter PictureBrowserTests
///
/// A missing reference fails with that hint. The references are Chromium's own PNGs (zlib at
/// its level, a few kilobytes to tens of them each), not re-encoded: this code has no deflate
/// compressor, and the stored blocks it writes for diff images would make them megabytes.
enum PictureReference {
  /// The folder of the reference PNGs.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("References", isDirectory: true)

  /// Where a failing comparison leaves the screenshot and its diff image: they stay after the
  /// test (its scratch folder goes), for a person or CI to keep.
  static let artifacts = FileManager.default.temporaryDirectory
    .appendingPathComponent("e2e-artifacts/pictures", isDirectory: true)

  /// How far a channel (0–255) may differ before its pixel counts as differing: the shading of
  /// a glyph's or a curve's edge, which another FreeType or Skia build may round differently,
  /// moves by less; a moved, recoloured or missing shape changes its pixels by far more.
  static let channelThreshold = 40

  /// The share of pixels that may differ: one in a thousand (a small widget has about 100,000
  /// pixels at scale 2), room for stray edge pixels; a changed or moved word changes several
  /// hundred pixels and fails.
  static let differingShare = 0.001

  /// Whether this run records the references (`RECORD_PICTURES=1`).
  static var recording: Bool {
    ProcessInfo.processInfo.environment["RECORD_PICTURES"] == "1"
  }

  /// The command that records the references.
  static let recordCommand = "RECORD_PICTURES=1 swift test --filter PictureBrowserTests"

  /// The reference's name for a golden picture's path: its package, its name and its kind
  /// (`TodoDomain-picture-medium-svg`).
  static func name(forGolden path: String) -> String {
    let parts = path.split(separator: "/")
    let package = parts.count > 1 && parts[0] == "Packages" ? String(parts[1]) : "Root"
    let file = parts.last.map(String.init) ?? path
    return package + "-" + file.replacingOccurrences(of: ".", with: "-")
  }

  /// Compares the screenshot `png` (its pixels `image`) with the reference `name` in
  /// `references`; what is wrong, or `nil` when it matches. Records it instead when `record`.
  static func problem(
    png: Data, image: PNGImage, named name: String, references: URL = folder,
    record: Bool = recording
  ) -> String? {
    let file = references.appendingPathComponent(name + ".png")
    if record {
      do {
        try FileManager.default.createDirectory(
          at: references, withIntermediateDirectories: true)
        try png.write(to: file, options: .atomic)
        return
          "Recorded reference \(name).png (\(png.count) bytes); check it and run the tests again."
      } catch {
        return "Cannot write reference \(file.path): \(error)"
      }
    }
    guard let data = try? Data(contentsOf: file) else {
      return "No reference picture References/\(name).png; record it with: \(recordCommand)"
    }
    let reference: PNGImage
    do {
      reference = try PNGImage(data: data)
    } catch {
      return "Reference \(name).png does not decode (\(error)); record it with: \(recordCommand)"
    }
    let actual = keep(png, as: name + "-actual.png")
    guard let differing = image.differingPixels(from: reference, threshold: channelThreshold)
    else {
      return """
        \(name) is \(image.width)×\(image.height) pixels, its reference \
        \(reference.width)×\(reference.height); actual: \(actual); \
        if the change is meant: \(recordCommand)
        """
    }
    let share = Double(differing.count) / Double(max(image.width * image.height, 1))
    guard share > differingShare else {
      try? FileManager.default.removeItem(atPath: actual)
      return nil
    }
    let diff = keep(image.diffImage(marking: differing).pngData(), as: name + "-diff.png")
    return """
      \(name) differs from its reference: \(differing.count) of \(image.width * image.height) \
      pixels (\(percent(share))) differ by more than \(channelThreshold) in a channel, at most \
      \(percent(differingShare)) may; diff (in red): \(diff); actual: \(actual); \
      if the change is meant: \(recordCommand)
      """
  }

  /// `png` kept among the artifacts as `file`; its path.
  private static func keep(_ png: Data, as file: String) -> String {
    let url = artifacts.appendingPathComponent(file)
    try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    try? png.write(to: url)
    return url.path
  }

  private static func percent(_ share: Double) -> String {
    String(format: "%.2f%%", share * 100)
  }
}
