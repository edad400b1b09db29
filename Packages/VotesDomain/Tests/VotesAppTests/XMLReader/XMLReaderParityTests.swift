import Foundation
import NetworkingTestSupport
import Testing
import VotesTestSupport

@testable import VotesDomain

#if canImport(FoundationXML)
  import FoundationXML

  /// The app reads the Clerk's XML with its own ``XMLReader`` (the program links no libxml2);
  /// these tests hold it to libxml2's reading, through FoundationXML, which only the tests
  /// link. Every recorded roll, and every seeded mutation of each that the reader accepts,
  /// must give the same elements, attributes and text from both. (The reader may refuse what
  /// FoundationXML accepts: its libxml2 recovers from mismatched tags.)
  @Suite struct XMLReaderParityTests {
    static let seed: UInt64 = 0x5EED_0035
    static let casesPerFile = 40

    /// What libxml2 reports, recorded as ``RecordedEvents`` records the reader's.
    final class LibXMLEvents: NSObject, XMLParserDelegate {
      var recorded = RecordedEvents()

      func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
      ) {
        recorded.start(elementName, attributes: attributes)
      }

      func parser(_ parser: XMLParser, foundCharacters string: String) {
        recorded.characters(string)
      }

      func parser(_ parser: XMLParser, foundCDATA block: Data) {
        recorded.characters(String(decoding: block, as: UTF8.self))
      }

      func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName: String?
      ) {
        recorded.end(elementName)
      }
    }

    /// The events of a well-formed body from libxml2, or nil when it refuses the body.
    static func libXML(_ body: Data) -> [String]? {
      let parser = XMLParser(data: body)
      parser.shouldResolveExternalEntities = false
      let events = LibXMLEvents()
      parser.delegate = events
      return parser.parse() ? events.recorded.events : nil
    }

    static func reader(_ body: Data) -> [String]? {
      var recorded = RecordedEvents()
      return XMLReader.read(body, into: &recorded) == nil ? recorded.events : nil
    }

    @Test(arguments: try Fixture.clerkFiles)
    func recordedRollsReadAsLibXMLReadsThem(_ file: String) throws {
      let body = ClerkXMLParser.withoutByteOrderMark(try Fixture.data(file))
      let ours = try #require(Self.reader(body), "\(file): the reader refused it")
      Self.expectSame(ours, Self.libXML(body), "\(file)")
      #expect(ours.count > 50, "\(file): \(ours.count) events")
    }

    @Test(arguments: try Fixture.clerkFiles)
    func mutatedRollsReadAsLibXMLReadsThem(_ file: String) throws {
      let index = try #require(try Fixture.clerkFiles.firstIndex(of: file))
      let mutator = VotePayloadMutator(try Fixture.data(file), syntax: .xml)
      var generator = SplitMix64(seed: Self.seed &+ UInt64(index))
      var (read, refused) = (0, 0)
      for number in 0..<Self.casesPerFile {
        let body = ClerkXMLParser.withoutByteOrderMark(mutator.mutated(using: &generator))
        guard ClerkXMLParser.isUTF8(body) else { continue }
        guard let ours = Self.reader(body) else {
          refused += 1
          continue
        }
        read += 1
        Self.expectSame(ours, Self.libXML(body), "\(file) case \(number)")
      }
      #expect(read > 0 && refused > 0, "\(file): \(read) read, \(refused) refused")
    }

    /// Expects the reader's events to be libxml2's, naming the first that differs.
    static func expectSame(
      _ ours: [String], _ theirs: [String]?, _ label: String,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      guard let theirs else {
        Issue.record(
          "\(label): libxml2 refused what the reader read", sourceLocation: sourceLocation)
        return
      }
      guard ours != theirs else { return }
      let index =
        ours.indices.first { $0 >= theirs.count || ours[$0] != theirs[$0] } ?? ours.count
      let (mine, its) = (
        ours.dropFirst(index).first ?? "end", theirs.dropFirst(index).first ?? "end"
      )
      Issue.record(
        "\(label): event \(index) is \(mine.debugDescription), libxml2's \(its.debugDescription)",
        sourceLocation: sourceLocation)
    }
  }
#endif
