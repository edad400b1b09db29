import Escaping
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct XMLEscapingTests {
  @Test(arguments: [
    ("", ""),
    ("plain text", "plain text"),
    ("Tom & \"Jerry\"", "Tom &amp; &quot;Jerry&quot;"),
    ("<b>it's</b>", "&lt;b&gt;it&#39;s&lt;/b&gt;"),
    ("&amp;", "&amp;amp;"),
    ("a&\u{301}", "a&amp;\u{301}"),
  ])
  func writesTheFiveEntities(text: String, expected: String) {
    #expect(XMLEscaping.escaped(text) == expected)
  }

  @Test func theApostropheIsTheCallersChoice() {
    #expect(XMLEscaping.escaped("it's", apostrophe: "&apos;") == "it&apos;s")
    #expect(XMLEscaping.entity(for: "'") == XMLEscaping.numericApostrophe)
    #expect(XMLEscaping.entity(for: "a") == nil)
  }

  /// What an XML parser reads back, as element content and in attributes quoted both ways, is
  /// the text that was escaped.
  @Test(arguments: ["Tom & \"Jerry\" <it's>", "&lt; is not <", "a&\u{301}'\"", "🙂 ]]> &#39;"])
  func anXMLParserReadsBackTheText(text: String) throws {
    for apostrophe in [XMLEscaping.numericApostrophe, "&apos;"] {
      let escaped = XMLEscaping.escaped(text, apostrophe: apostrophe)
      let document = "<e a=\"\(escaped)\" b='\(escaped)'>\(escaped)</e>"
      let reader = Reader()
      let parser = XMLParser(data: Data(document.utf8))
      parser.delegate = reader
      #expect(parser.parse(), "\(document)")
      #expect(reader.attributes == ["a": text, "b": text])
      #expect(reader.content == text)
    }
  }
}

/// Collects the one element's attributes and text.
private final class Reader: NSObject, XMLParserDelegate {
  var attributes: [String: String] = [:]
  var content = ""

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    self.attributes = attributes
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    content += string
  }
}
