import AppCommandLine
import Testing
import VotesDomain
import WidgetHost

@testable import VotesApp

@Suite struct VoteReferenceTests {
  @Test(arguments: [
    ("119/1/23", VoteReference.id(VoteID(congress: 119, session: 1, roll: 23))),
    ("101/2/1", .id(VoteID(congress: 101, session: 2, roll: 1))),
    ("119/1/023", .id(VoteID(congress: 119, session: 1, roll: 23))),
    ("200/2/9999", .id(VoteID(congress: 200, session: 2, roll: 9999))),
    ("2025/23", .clerk(year: 2025, roll: 23)),
    ("1990/1", .clerk(year: 1990, roll: 1)),
  ])
  func readsBothForms(_ text: String, _ reference: VoteReference) throws {
    #expect(try VoteReference(parsing: text) == reference)
  }

  @Test(arguments: [
    "", "119", "119/1", "/1/23", "119//23", "119/0/23", "119/3/23", "0/1/23", "201/1/23",
    "119/1/0", "119/1/10000", "2025/0", "1788/5", "2189/1", "119/1/23/1", "119/1/2x", "+119/1/2",
    "119/1/ 2", "١١٩/1/2", "99999999999999999999/1/1",
  ])
  func rejectsAnythingElseNamingTheForms(_ text: String) {
    #expect(throws: CommandFailure.self) { try VoteReference(parsing: text) }
    do {
      _ = try VoteReference(parsing: text)
    } catch {
      #expect(error.exitCode == .usage)
      #expect(error.message.contains("CONGRESS/SESSION/ROLL such as 119/1/23"))
      #expect(error.message.contains("YEAR/ROLL such as 2025/23"))
    }
  }

  /// Quoted as typed and cut short; `Console.note` sanitises the printed line once.
  @Test func echoesHostileInputShortened() {
    let input = "\u{1B}[2J119/1/\u{07}" + String(repeating: "9", count: 80)
    do {
      _ = try VoteReference(parsing: input)
      Issue.record("parsed")
    } catch {
      #expect(error.message.contains("got '\(input.prefix(59))…'"))
      #expect(error.message.count < 200)
    }
  }

  @Test func describesItself() {
    #expect(VoteReference.id(VoteID(congress: 119, session: 1, roll: 2)).description == "119/1/2")
    #expect(VoteReference.clerk(year: 2025, roll: 2).description == "2025/2")
  }
}
