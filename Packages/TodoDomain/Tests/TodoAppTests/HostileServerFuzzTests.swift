import Foundation
import NetworkingTestSupport
import Testing
import TextRenderingTestSupport
import TodoDomain
import TodoWidget

/// Issue 10, hostile servers: the JSONPlaceholder client fed seeded mutations of its recorded
/// payloads (the list, one todo, the 404, a toggle's answer). Whatever comes back is todos or a ``TodoError``;
/// todos draw in the medium and large families, exactly filling the box, and print, with no
/// control character, C1 control, DEL or bidi control left; an error becomes one printable
/// stderr line with a documented status.
///
/// A failure names the payload, the case and its seed. `FUZZ_CASES=5000` runs more cases.
/// The payloads are fuzzed one at a time, yielding between cases, so that the package's
/// loopback tests, whose clients have short timeouts, keep a thread.
@Suite(.serialized) struct HostileServerFuzzTests {
  /// Cases per payload.
  static let casesPerPayload = PayloadMutator.casesPerPayload

  /// The seed every case's seed is drawn from.
  static let seed: UInt64 = 0x544F_444F_5346_555A

  /// One recorded payload, how it is served, and which request reads it.
  struct Target: Sendable, CustomTestStringConvertible {
    let name: String
    let ask: TodoAsk
    let status: Int
    /// Whether the payload as recorded is todos (else the service's error).
    let isTodos: Bool
    /// The recorded bytes.
    let payload: @Sendable () throws -> [UInt8]

    var testDescription: String { "\(ask) ← \(name) (HTTP \(status))" }
  }

  static let targets = [
    Target(name: "todos.json", ask: .list, status: 200, isTodos: true) {
      Array(try RecordedFixtures.data("todos.json"))
    },
    // JSONPlaceholder's answer to `_limit=5` is the list cut after its fifth object.
    Target(name: "todos.json, first five", ask: .firstTodos, status: 200, isTodos: true) {
      let list = Array(try RecordedFixtures.data("todos.json"))
      let closes = list.indices.filter { list[$0] == UInt8(ascii: "}") }
      guard closes.count >= 5 else { throw RecordedFixtures.Missing(path: "todos.json's 5th") }
      return Array(list[...closes[4]]) + Array("\n]".utf8)
    },
    // JSONPlaceholder's single todo is the list's item as it is: its first object.
    Target(name: "todos.json, first object", ask: .todo(id: 1), status: 200, isTodos: true) {
      let list = Array(try RecordedFixtures.data("todos.json"))
      guard let open = list.firstIndex(of: UInt8(ascii: "{")),
        let close = list.firstIndex(of: UInt8(ascii: "}"))
      else { throw RecordedFixtures.Missing(path: "todos.json's first object") }
      return Array(list[open...close])
    },
    Target(name: "todos_404_body.json", ask: .todo(id: 999), status: 404, isTodos: false) {
      Array(try RecordedFixtures.data("todos_404_body.json"))
    },
    Target(name: "todos_3_patch_answer.json", ask: .complete(id: 3), status: 200, isTodos: true) {
      Array(try RecordedFixtures.data("todos_3_patch_answer.json"))
    },
  ]

  @Test(arguments: targets)
  func aHostileServerNeverBreaksTheApp(_ target: Target) async throws {
    let payload = try target.payload()
    if case .todos = await target.ask.run(answering: payload, status: target.status) {
      #expect(target.isTodos, "the recorded payload is todos")
    } else {
      #expect(!target.isTodos, "the recorded payload is an error")
    }
    var values = 0
    // Drawing is a function of the entry: an entry already drawn (a mutation that missed the
    // first five todos) is not drawn again.
    var drawn: Set<TodoEntry> = []
    for index in 0..<Self.casesPerPayload {
      await Task.yield()
      let seed = Self.caseSeed(target.testDescription, index)
      var rng = SplitMix64(seed: seed)
      let (body, mutations) = PayloadMutator.mutate(payload, using: &rng)
      let problems: [String]
      switch await target.ask.run(answering: body, status: target.status) {
      case .todos(let todos):
        values += 1
        let entry = TodoEntry(
          date: TodoOutputChecks.date, todos: Array(todos.prefix(TodoProvider.todoCount)))
        problems =
          (drawn.insert(entry).inserted ? TodoOutputChecks.problems(drawing: entry) : [])
          + TodoOutputChecks.problems(printing: todos)
      case .failure(let error):
        problems = TodoOutputChecks.problems(reporting: error)
      }
      for problem in problems {
        Issue.record(
          """
          \(problem)
          case \(index), seed 0x\(String(seed, radix: 16)), \(mutations.map(\.rawValue)); \
          body: \(HostileOutput.visible(String(decoding: body, as: UTF8.self)))
          """)
      }
    }
    if target.isTodos {
      // Enough cases must survive the mutations to reach the widget and the printers.
      #expect(values * 10 >= Self.casesPerPayload, "only \(values) cases were todos")
    }
  }

  /// The seed of case `index` of `target`: FNV-1a of its name, mixed with the suite's seed.
  static func caseSeed(_ target: String, _ index: Int) -> UInt64 {
    SplitMix64.caseSeed(suite: seed, target: target, index: index)
  }
}
