import AppCommandLine
import Foundation
import NetworkingTestSupport
import Testing
import TextRendering
import Timelines
import VotesTestSupport
import VotesWidget
import WidgetHost

@testable import VotesApp
@testable import VotesDomain

/// Issue 10's fuzz requirement: seeded mutations of every recorded payload go through the
/// Clerk XML parser and congress.gov's list and detail parsers. Each case must end in a value
/// or the parser's typed error — never a trap — and every vote returned must draw in each
/// family inside its box and print through the app's list, detail and summary printers with
/// no control character reaching the terminal.
///
/// Reproducible: the cases of payload `i` come from `SplitMix64(seed: seed + i)`; a failure
/// names the payload and the case number.
@Suite struct ParserFuzzTests {
  static let seed: UInt64 = 0x5EED_0010
  /// Cases per Clerk XML payload: 15 payloads of ~80 KB, each case a full SAX pass (~8 ms in
  /// a debug build) — 300 cases in all.
  static let clerkCases = 20
  /// Cases per congress.gov detail payload (3 small JSON bodies): 600 cases.
  static let congressGovDetailCases = 200
  /// Cases for congress.gov's list payload.
  static let congressGovListCases = 300

  static let date = Date(timeIntervalSince1970: 1_795_356_000)

  /// What a payload's cases came to; each distinct vote is drawn and printed once.
  struct Outcomes {
    var values = 0
    var errors = 0
    var checked: Set<Vote> = []

    mutating func record(_ vote: Vote, _ label: String) {
      values += 1
      if checked.insert(vote).inserted { ParserFuzzTests.expectDrawableAndPrintable(vote, label) }
    }
  }

  @Test(arguments: try Fixture.clerkFiles)
  func clerkXML(_ file: String) throws {
    let index = try #require(try Fixture.clerkFiles.firstIndex(of: file))
    let mutator = VotePayloadMutator(try Fixture.data(file), syntax: .xml)
    let roll = Fixture.roll(for: file)
    var generator = SplitMix64(seed: Self.seed &+ UInt64(index))
    var outcomes = Outcomes()
    for number in 0..<Self.clerkCases {
      let body = mutator.mutated(using: &generator)
      let label = "\(file) case \(number)"
      do throws(VoteError) {
        outcomes.record(try ClerkXMLParser.vote(from: body, roll: roll), label)
      } catch {
        let parserErrors: [VoteError] = [
          .invalidClerkXML(roll, reason: error.reason ?? ""), .clerkRollNotFound(roll),
        ]
        if !parserErrors.contains(error) {
          Issue.record("\(label): \(error) is not the Clerk parser's error")
        }
        #expect(error.description.count < 600, "\(label)")
        outcomes.errors += 1
      }
    }
    #expect(outcomes.errors > 0, "\(file): no case failed to parse")
    #expect(outcomes.values > 0 || file.contains("vacated"), "\(file): no case parsed")
  }

  @Test(arguments: Fixture.congressGovDetails)
  func congressGovDetail(_ file: String) throws {
    let index = try #require(Fixture.congressGovDetails.firstIndex(of: file))
    let mutator = VotePayloadMutator(try Fixture.data(file), syntax: .json)
    var generator = SplitMix64(seed: Self.seed &+ 100 &+ UInt64(index))
    var outcomes = Outcomes()
    for number in 0..<Self.congressGovDetailCases {
      let body = mutator.mutated(using: &generator)
      let label = "\(file) case \(number)"
      do throws(VoteError) {
        outcomes.record(
          try CongressGovParser.vote(from: body, resource: "house-vote/119/1/240"), label)
      } catch {
        Self.expectCongressGovError(error, label)
        outcomes.errors += 1
      }
    }
    #expect(outcomes.values > 0 && outcomes.errors > 0, "\(file): \(outcomes.values) values")
  }

  @Test func congressGovList() throws {
    let mutator = VotePayloadMutator(try Fixture.data(Fixture.congressGovList), syntax: .json)
    var generator = SplitMix64(seed: Self.seed &+ 200)
    var outcomes = Outcomes()
    for number in 0..<Self.congressGovListCases {
      let body = mutator.mutated(using: &generator)
      let label = "\(Fixture.congressGovList) case \(number)"
      do throws(VoteError) {
        let list = try CongressGovParser.voteList(from: body, resource: "house-vote/119/1")
        for entry in list.entries {
          #expect(entry.id.isInRange, "\(label): \(entry.id)")
          #expect(VoteRoute(id: entry.id).urlString.hasPrefix("votes://vote/"), "\(label)")
        }
        outcomes.values += 1
      } catch {
        Self.expectCongressGovError(error, label)
        outcomes.errors += 1
      }
    }
    #expect(outcomes.values > 0 && outcomes.errors > 0, "\(outcomes.values) values")
  }

  /// A vote a parser returned: counts and identifiers in range, drawn in every family inside
  /// its box, printed by every printer without a control character.
  static func expectDrawableAndPrintable(_ vote: Vote, _ label: String) {
    #expect(vote.implausibleCount == nil, "\(label)")
    #expect(vote.id.isInRange, "\(label): \(vote.id)")
    for family in VoteWidgetView.supportedFamilies {
      let size = CanvasSize(family)
      let view = VoteWidgetView(entry: VoteEntry(date: date, vote: vote), family: family)
      let text = render(view, size: size, options: RenderOptions(frame: true))
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == size.rows, "\(label) \(family)")
      #expect(
        lines.allSatisfy { String($0).terminalWidth == size.columns }, "\(label) \(family)")
      #expect(!hasTerminalControls(text), "\(label) \(family)")
    }
    let printed =
      VotesPrinter.listLines([vote], width: 100) + [
        VotesPrinter.detail(vote), VotesPrinter.summary(vote),
      ]
    for text in printed {
      #expect(!hasTerminalControls(text), "\(label): \(text.debugDescription)")
    }
  }

  /// The congress.gov parser's errors are congress.gov's own: an unexpected answer, an error
  /// envelope, the key or the rate limit; never a transport failure or a missing vote.
  static func expectCongressGovError(_ error: VoteError, _ label: String) {
    if error.source != .congressGov || error.networkError != nil || error.isNotFound {
      Issue.record("\(label): \(error) is not a congress.gov parser error")
    }
    #expect(!error.description.contains("\n"), "\(label)")
  }

  /// Whether text holds what a terminal would act on: C0 controls other than a line feed,
  /// DEL, C1 controls, or bidirectional overrides and isolates.
  static func hasTerminalControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x0A: false
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
      default: false
      }
    }
  }
}
