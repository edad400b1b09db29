import DeepLinks
import Foundation
import Testing
import TextRendering

@testable import AppCommandLine
@testable import WidgetHost

/// What `widget --watch` reads from the terminal, and the keys it derives from the intents'
/// declarations and the buttons a frame shows.
@Suite struct WatchInteractionTests {
  static func decode(_ text: String) -> [WatchInput] {
    var decoder = WatchInputDecoder()
    return Array(text.utf8).compactMap { decoder.consume($0) }
  }

  @Test func decodesKeysClicksAndTheRest() {
    #expect(Self.decode("1t") == [.key(UInt8(ascii: "1")), .key(UInt8(ascii: "t"))])
    #expect(Self.decode("\u{1B}[<0;12;3M") == [.click(column: 12, row: 3)])
    // A release, a right click, a wheel, an arrow, a UTF-8 key: nothing to click.
    #expect(Self.decode("\u{1B}[<0;12;3m") == [.other])
    #expect(Self.decode("\u{1B}[<2;12;3M") == [.other])
    #expect(Self.decode("\u{1B}[<64;12;3M") == [.other])
    #expect(Self.decode("\u{1B}[C") == [.other])
    #expect(Self.decode("é") == [.other])
    // Garbage ends as one `.other`, and the decoder is back in its ground state.
    let flood = "\u{1B}[<" + String(repeating: "9", count: 100) + "t"
    #expect(Self.decode(flood).last == .key(UInt8(ascii: "t")))
    #expect(Self.decode("\u{1B}[<0;;3M\u{1B}[<0;0;3M") == [.other, .other])
  }

  static let toggle = IntentDeclaration(
    "toggle", summary: "Toggle.",
    parameters: [.argument(.int("id", in: 1...), "ID", help: "The id.")],
    performs: "toggles", reloads: "the widget", key: "t")
  static let refresh = IntentDeclaration(
    "again", summary: "Again.", performs: "reloads", reloads: "the widget", key: "a")

  static func interaction() -> WatchInteraction {
    WatchInteraction(
      scheme: "todos", intents: [toggle, refresh], stateDirectory: URL(fileURLWithPath: "/tmp")
    ) { _ in nil }
  }

  static func frame(_ ids: [Int]) -> String {
    let view = VStack(alignment: .leading, spacing: 0) {
      ForEach(ids, id: \.self) { id in
        Button("\(id)", intent: "todos://intent/toggle?id=\(id)")
      }
      Link("elsewhere", destination: URL(string: "todos://todo/1")!)
    }
    return render(
      view, size: CanvasSize(columns: 20, rows: 8),
      options: RenderOptions(output: .ansi(.ansi16)))
  }

  @Test func severalButtonsOfOneIntentAreNumbered() {
    let keys = Self.interaction().keys(in: Self.frame([3, 5, 8]))
    #expect(keys.map(\.key) == ["1", "2", "3", "a"])
    #expect(keys[1].link == "todos://intent/toggle?id=5")
    #expect(keys[3].link == "todos://intent/again")
    #expect(
      WatchInteraction.footer(keys) == "1-3 toggle · a again · click a button · Ctrl-C quits")
  }

  @Test func oneButtonHasItsDeclaredKey() {
    let keys = Self.interaction().keys(in: Self.frame([4]))
    #expect(keys.map(\.key) == ["t", "a"])
    #expect(keys[0].link == "todos://intent/toggle?id=4")
    #expect(!Self.interaction().accepts("todos://todo/1"))
    #expect(!Self.interaction().accepts("todos://intent/toggle?id=x"))
  }
}
