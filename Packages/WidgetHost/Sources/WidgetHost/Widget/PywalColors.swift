import Foundation
import TextRendering

/// What pywal's `colors.json` (`$XDG_CACHE_HOME/wal/colors.json`, else
/// `~/.cache/wal/colors.json`) says of the desktop: `colors.color4` is the accent and the
/// luminance of `special.background` the colour scheme.
///
/// The file is anyone's to write: only a regular file is opened (a FIFO would block), at most
/// ``maximumBytes`` of it are read, a larger or malformed file is ignored, and so is a value
/// that is not `#rrggbb`.
enum PywalColors {
  /// The most of the file that is read.
  static let maximumBytes = 64 * 1024

  /// The file under `variables`' cache folder.
  static func file(variables: [String: String]) -> URL? {
    if let cache = variables["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return URL(fileURLWithPath: cache).appendingPathComponent("wal/colors.json")
    }
    guard let home = variables["HOME"], home.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: home).appendingPathComponent(".cache/wal/colors.json")
  }

  /// The accent and scheme the file gives; nothing for a file that is missing or unusable.
  static func read(variables: [String: String]) -> DesktopAppearance {
    guard let url = file(variables: variables), let data = boundedContents(of: url) else {
      return DesktopAppearance()
    }
    return parse(data)
  }

  /// The accent and scheme of a `colors.json`'s bytes.
  static func parse(_ data: Data) -> DesktopAppearance {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      return DesktopAppearance()
    }
    let colors = root["colors"] as? [String: Any]
    let special = root["special"] as? [String: Any]
    let accent = (colors?["color4"] as? String).flatMap(AccentChoice.color(hex:))
    let background = (special?["background"] as? String).flatMap(AccentChoice.color(hex:))
    return DesktopAppearance(accent: accent, appearance: background.map(appearance(behind:)))
  }

  /// Dark for a background darker than middle grey (relative luminance under 0.5).
  static func appearance(behind color: Color) -> PictureStyle.Appearance {
    let luminance =
      0.2126 * Double(color.redComponent) + 0.7152 * Double(color.greenComponent)
      + 0.0722 * Double(color.blueComponent)
    return luminance < 127.5 ? .dark : .light
  }

  /// The file's bytes when it is a regular file of at most ``maximumBytes``; `nil` otherwise.
  static func boundedContents(of url: URL) -> Data? {
    let url = url.resolvingSymlinksInPath()
    guard
      let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let handle = try? FileHandle(forReadingFrom: url)
    else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: maximumBytes + 1), data.count <= maximumBytes
    else { return nil }
    return data
  }
}
