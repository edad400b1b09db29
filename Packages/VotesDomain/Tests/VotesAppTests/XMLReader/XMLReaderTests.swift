import Foundation
import Testing

@testable import VotesDomain

@Suite struct XMLReaderTests {
  @Test func readsElementsAttributesAndText() {
    let (events, failure) = RecordedEvents.of(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE rollcall-vote PUBLIC "-//US Congress//DTDs/vote v1.0 20031119 //EN" "../vote.dtd">
      <?xml-stylesheet type="text/xsl" href="../vote.xsl"?>
      <a x="1" y='two'><b/><!-- a > comment --><c>text</c></a>
      """)
    #expect(failure == nil)
    #expect(events == ["<a x=1 y=two>", "<b>", "</b>", "<c>", "\"text\"", "</c>", "</a>"])
  }

  @Test func decodesReferencesCDATAAndLineEnds() {
    let (events, failure) = RecordedEvents.of(
      "<a t=\"&lt;&amp;&#x41;&#66;\tz\">x &gt; y &apos;&quot;\r\nz\r<![CDATA[&amp; <b>]]></a>")
    #expect(failure == nil)
    #expect(events == ["<a t=<&AB z>", "\"x > y '\"\nz\n&amp; <b>\"", "</a>"])
  }

  @Test func skipsAnInternalSubsetWithoutUsingIt() {
    let (events, failure) = RecordedEvents.of(
      """
      <!DOCTYPE a [<!ENTITY x "]>"> <!-- ]> --> <!ELEMENT a ANY>]><a>ok</a>
      """)
    #expect(failure == nil)
    #expect(events == ["<a>", "\"ok\"", "</a>"])
  }

  static let malformed: [(String, String, Int)] = [
    ("<a><b></a>", "does not match", 1),
    ("<a>\n<b>", "ends inside an element", 2),
    ("<a>&nope;</a>", "undeclared entity", 1),
    ("<a>&#0;</a>", "does not allow", 1),
    ("<a>&#xD800;</a>", "does not allow", 1),
    ("<a>&#99999999999;</a>", "does not allow", 1),
    ("<a>&#+5;</a>", "does not allow", 1),
    ("<a>a & b</a>", "starts no reference", 1),
    ("<a>\u{1}</a>", "control character", 1),
    ("<a x=\"1\" x=\"2\"/>", "given twice", 1),
    ("<a x=\"1\"y=\"2\"/>", "not separated", 1),
    ("<a x=1/>", "without quotes", 1),
    ("<a x=\"<\"/>", "'<' in an attribute", 1),
    ("<a x/>", "without a value", 1),
    ("<a/>\n<b/>", "after the root", 2),
    ("text<a/>", "before the root", 1),
    ("", "no root", 1),
    ("<a><!-- open</a>", "never ends", 1),
    ("<a><![CDATA[x</a>", "never ends", 1),
    ("<a><!ENTITY x 'y'></a>", "declaration inside", 1),
    ("<1a/>", "malformed tag", 1),
    ("<a></ a>", "malformed", 1),
  ]

  @Test(arguments: malformed)
  func refusesWhatIsNotWellFormed(_ xml: String, _ fragment: String, _ line: Int) {
    let (_, failure) = RecordedEvents.of(xml)
    #expect(failure?.reason.contains(fragment) == true, "\(xml): \(String(describing: failure))")
    #expect(failure?.line == line, "\(xml)")
  }

  @Test func boundsTheNesting() {
    let depth = XMLReader<RecordedEvents>.maxDepth
    let fits = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    #expect(RecordedEvents.of(fits).failure == nil)
    let deeper = "<a>" + fits + "</a>"
    #expect(RecordedEvents.of(deeper).failure?.reason.contains("nested deeper") == true)
  }

  /// A failure names no text of the document: a hostile body cannot put words on stderr.
  @Test func aFailureQuotesNothingOfTheDocument() {
    for xml in ["<a>&\u{202E}evil;</a>", "<evil></EVIL>", "<a evil=\"1\" evil=\"2\"/>"] {
      let failure = RecordedEvents.of(xml).failure
      #expect(failure != nil, "\(xml)")
      #expect(failure?.reason.lowercased().contains("evil") == false, "\(xml)")
    }
  }
}
