import Foundation
import Testing
import TextRendering

@testable import WidgetHost

/// pywal's `colors.json`: `colors.color4` the accent, `special.background` the scheme; a
/// hostile file (huge, malformed, not colours, not a file) is ignored without a crash.
@Suite struct PywalColorsTests {
  static let sample = """
    {"wallpaper": "/home/u/w.png", "alpha": "100",
     "special": {"background": "#2e3440", "foreground": "#d8dee9", "cursor": "#d8dee9"},
     "colors": {"color0": "#2e3440", "color4": "#5e81ac", "color15": "#eceff4"}}
    """

  /// Writes `text` as `wal/colors.json` under `folder`.
  static func write(_ text: String, under folder: URL) throws {
    let wal = folder.appendingPathComponent("wal")
    try FileManager.default.createDirectory(at: wal, withIntermediateDirectories: true)
    try text.write(to: wal.appendingPathComponent("colors.json"), atomically: true, encoding: .utf8)
  }

  static func read(_ text: String) throws -> DesktopAppearance {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wal-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(text, under: folder)
    return PywalColors.read(variables: ["XDG_CACHE_HOME": folder.path])
  }

  @Test func color4IsTheAccentAndTheBackgroundTheScheme() throws {
    let found = try Self.read(Self.sample)
    #expect(found.accent == Color(hex: 0x5E81AC))
    #expect(found.appearance == .dark)
    let light = try Self.read(##"{"special":{"background":"#fafafa"},"colors":{}}"##)
    #expect(light == DesktopAppearance(accent: nil, appearance: .light))
  }

  @Test func theFileIsUnderTheCacheFolderOrHome() {
    #expect(
      PywalColors.file(variables: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.path
        == "/c/wal/colors.json")
    // A relative XDG folder is ignored, as the specification says.
    #expect(
      PywalColors.file(variables: ["XDG_CACHE_HOME": "c", "HOME": "/h"])?.path
        == "/h/.cache/wal/colors.json")
    #expect(PywalColors.file(variables: [:]) == nil)
  }

  @Test(arguments: [
    "", "{", "[1, 2]", "null", ##"{"colors": "#5e81ac"}"##,
    ##"{"colors": {"color4": "blue"}, "special": {"background": 7}}"##,
    ##"{"colors": {"color4": "#5e81ac\u0000"}}"##, ##"{"colors": {"color4": "#5e81a"}}"##,
    ##"{"colors": {"color4": "#-5e81a"}}"##, ##"{"colors": {"color4": "#5e81ac; x"}}"##,
  ])
  func malformedFilesAreIgnored(_ text: String) throws {
    #expect(try Self.read(text) == DesktopAppearance())
  }

  /// A file larger than the bound is not read at all, whatever it starts with.
  @Test func aHugeFileIsIgnored() throws {
    let padding = String(repeating: " ", count: PywalColors.maximumBytes)
    #expect(try Self.read(Self.sample + padding) == DesktopAppearance())
  }

  /// A FIFO in the file's place would block a reader: it is not opened.
  @Test func aFIFOIsNotOpened() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wal-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let wal = folder.appendingPathComponent("wal")
    try FileManager.default.createDirectory(at: wal, withIntermediateDirectories: true)
    #expect(mkfifo(wal.appendingPathComponent("colors.json").path, 0o600) == 0)
    #expect(PywalColors.read(variables: ["XDG_CACHE_HOME": folder.path]) == DesktopAppearance())
  }

  @Test func accentOptionTakesHexOrAuto() throws {
    #expect(try AccentChoice(parsing: "#FF9500") == .color(Color(hex: 0xFF9500)))
    #expect(try AccentChoice(parsing: "AUTO") == .auto)
    for bad in ["ff9500", "#ff950", "#ff95000", "#gg9500", "red", "#+f9500", ""] {
      #expect(throws: (any Error).self) { try AccentChoice(parsing: bad) }
    }
  }
}
