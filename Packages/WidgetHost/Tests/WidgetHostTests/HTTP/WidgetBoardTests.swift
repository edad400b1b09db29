import Foundation
import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// The board's change sequence: an event per changed widget, none for the same answers, and
/// a replay from `Last-Event-ID`.
@Suite struct WidgetBoardTests {
  typealias B = BoardSamples

  static func names(_ events: [WidgetBoard.Event]) -> [String] {
    events.map { event in
      let text = String(decoding: event.bytes, as: UTF8.self)
      return String(text.split(separator: "\n")[1].dropFirst("event: ".count))
    }
  }

  @Test func onlyAChangeMakesAnEvent() {
    let board = WidgetBoard(app: "todos")
    #expect(Self.names(board.publish([B.entry()])) == ["widget"])
    #expect(board.publish([B.entry()]).isEmpty)
    #expect(Self.names(board.publish([B.entry(text: "3 open")])) == ["widget"])
    #expect(board.entry(B.entry().id)?.sequence == 2)
  }

  @Test func aReplayHasWhatChangedSinceAndTheListOfIDs() {
    let board = WidgetBoard(app: "todos")
    _ = board.publish([B.entry(), B.entry(configuration: "other")])
    _ = board.publish([B.entry(text: "changed")])
    #expect(Self.names(board.replay(after: 2)) == ["widget", "widgets"])
    #expect(Self.names(board.replay(after: 3)) == ["widgets"])
    // None, or one this service never sent (an older service's): everything.
    #expect(Self.names(board.replay(after: nil)) == ["widget", "widget", "widgets"])
    #expect(Self.names(board.replay(after: 99)) == ["widget", "widget", "widgets"])
    let last = String(decoding: board.replay(after: nil).last?.bytes ?? Data(), as: UTF8.self)
    #expect(last.hasPrefix("id: 3\nevent: widgets\ndata: {\"ids\":["))
    #expect(last.hasSuffix("]}\n\n") && last.filter { $0 == "\n" }.count == 4)
  }

  @Test func aRemovedWidgetIsAnEventAndLeavesTheList() {
    let board = B.board()
    #expect(Self.names(board.publish([], removing: [B.entry().id])) == ["removed", "widgets"])
    #expect(board.entries().isEmpty)
    #expect(board.publish([], removing: [B.entry().id]).isEmpty)
  }

  @Test func theDocumentSanitisesAndKeepsTheCommonNames() throws {
    let line = StatusLine(
      app: "todos", text: "a\u{1B}[31m\nb", url: "todos://todo/1", generatedAt: StatusSamples.now)
    let fields = [
      StatusField("open", .number(2)), StatusField("state", .text("owned")),
      StatusField("bad name", .number(1)), StatusField("joke", .text("x\u{202E}y")),
    ]
    let json = BoardDocument.json(key: B.key(), line: line, fields: fields)
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    #expect(object["text"] as? String == "a b" && object["state"] as? String == "fresh")
    #expect(object["open"] as? Int == 2 && object["joke"] as? String == "xy")
    #expect(object["bad name"] == nil && object["updatedAt"] is NSNull)
    #expect(!String(decoding: json, as: UTF8.self).contains("\n"))
  }
}
