import Foundation
import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// A state file and its lock follow no link: a planted symbolic link is refused with one
/// line, and nothing is written through it.
@Suite struct StateFileTests {
  let folder: URL

  init() throws {
    folder = try scratchFolder("state-file")
  }

  /// A file elsewhere that a link points at, with `text` in it.
  func target(_ text: String) throws -> URL {
    let url = folder.appendingPathComponent("target-\(UUID().uuidString)")
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test func updatesAndReadsAValue() throws {
    let file = StateFile<[String: Int]>("values.json", in: folder)
    try file.update { $0 = ["a": 1] }
    #expect(file.read() == ["a": 1])
    let mode = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
  }

  @Test(arguments: [".values.json.lock", "values.json"])
  func aPlantedLinkIsRefused(name: String) throws {
    let target = try target("untouched")
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent(name), withDestinationURL: target)
    let file = StateFile<[String: Int]>("values.json", in: folder)
    let failure = try #require(throws: CommandFailure.self) {
      try file.update { $0 = ["a": 1] }
    }
    #expect(failure.exitCode == .ioError)
    #expect(failure.message.contains("is a symbolic link; refusing to follow it"))
    #expect(!failure.description.contains("\n"))
    #expect(try String(contentsOf: target, encoding: .utf8) == "untouched")
    // A linked file reads as none.
    #expect(file.read() == nil)
  }

  @Test(arguments: ["..intent-gate.json.lock", ".intent-gate.json"])
  func theGateRefusesALink(name: String) throws {
    let target = try target("")
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent(name), withDestinationURL: target)
    let gate = IntentGate(directory: folder)
    #expect(throws: CommandFailure.self) {
      try gate.admit("t", spacing: 1, at: Date())
    }
    #expect(try Data(contentsOf: target).isEmpty)
  }

  /// A press is keyed on the widget and its button: a second press within the second is
  /// refused whatever link it resolves to.
  @Test func aPressTargetIsTheWidgetsButton() throws {
    let gate = IntentGate(directory: folder)
    let now = Date(timeIntervalSince1970: 1_795_356_000)
    let press = IntentGate.pressTarget(widget: "todos.systemMedium.abc.json")
    #expect(try gate.admit(press, spacing: 1, at: now))
    #expect(try !gate.admit(press, spacing: 1, at: now.addingTimeInterval(0.5)))
    #expect(try gate.admit(press, spacing: 1, at: now.addingTimeInterval(1.5)))
    let other = IntentGate.pressTarget(widget: "todos.systemLarge.def.json")
    #expect(try gate.admit(other, spacing: 1, at: now.addingTimeInterval(1.6)))
  }
}
