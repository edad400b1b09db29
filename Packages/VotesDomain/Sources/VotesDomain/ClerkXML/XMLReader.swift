import Foundation

/// What an ``XMLReader`` reports, in document order.
protocol XMLEventHandler {
  /// An element starts, with its attributes (references decoded, white space normalised).
  mutating func start(_ name: String, attributes: [String: String])
  /// Character data inside an element: a run of text or a CDATA section (references decoded,
  /// line ends normalised to LF). One element's text may come in several runs.
  mutating func characters(_ text: String)
  /// An element ends (also reported for an empty-element tag, `<a/>`).
  mutating func end(_ name: String)
}

/// Why a document is not well-formed XML, and where.
struct XMLReadFailure: Error, Equatable {
  /// The line the reader stopped at, from 1.
  let line: Int
  /// What is wrong, in a few words (never text of the document).
  let reason: String
}

/// A strict, non-validating XML 1.0 reader for small documents of known shape (the Clerk's
/// roll-call votes), in one pass over the bytes with no library behind it: the program links
/// no libxml2, which costs every start of every app about 3 ms of dynamic linking.
///
/// It accepts the XML declaration, processing instructions, comments, a DOCTYPE (skipped,
/// internal subset and all: nothing it declares is used, and nothing external is ever read),
/// elements, attributes in either quote, CDATA sections, the five predefined entities and
/// character references. It rejects what is not well-formed: a mismatched or missing end tag,
/// a reference to any other entity, a character reference to a character XML forbids, a
/// control character, a duplicated attribute, text outside the root, elements nested deeper
/// than ``maxDepth``. The bytes must be UTF-8 (checked before, by the caller).
struct XMLReader<Handler: XMLEventHandler> {
  /// The deepest nesting of elements read (libxml2's default bound too).
  static var maxDepth: Int { 256 }

  let bytes: UnsafeBufferPointer<UInt8>
  var handler: Handler
  var at = 0
  var open: [String] = []

  /// Reads `data` into `handler`; the failure, or nil when the document is well-formed. The
  /// handler has seen every event before the failure.
  static func read(_ data: Data, into handler: inout Handler) -> XMLReadFailure? {
    data.withUnsafeBytes { raw -> XMLReadFailure? in
      var reader = XMLReader(bytes: raw.bindMemory(to: UInt8.self), handler: handler)
      defer { handler = reader.handler }
      do throws(XMLReadFailure) {
        try reader.document()
        return nil
      } catch {
        return error
      }
    }
  }

  /// The document: a prolog, one root element, then only comments, instructions and space.
  mutating func document() throws(XMLReadFailure) {
    var sawDoctype = false
    while true {
      skipSpace()
      guard at < bytes.count else { throw failure("no root element") }
      guard bytes[at] == UInt8(ascii: "<") else { throw failure("text before the root element") }
      if starts("<?") {
        try skip(past: "?>", what: "a processing instruction")
      } else if starts("<!--") {
        try skip(past: "-->", what: "a comment")
      } else if starts("<!DOCTYPE"), !sawDoctype {
        sawDoctype = true
        try skipDoctype()
      } else {
        break
      }
    }
    try startTag()
    try content()
    while true {
      skipSpace()
      if at == bytes.count { return }
      if starts("<?") {
        try skip(past: "?>", what: "a processing instruction")
      } else if starts("<!--") {
        try skip(past: "-->", what: "a comment")
      } else {
        throw failure("content after the root element")
      }
    }
  }

  /// Everything inside the open elements, until the root closes.
  mutating func content() throws(XMLReadFailure) {
    while !open.isEmpty {
      guard at < bytes.count else { throw failure("the document ends inside an element") }
      guard bytes[at] == UInt8(ascii: "<") else {
        try text()
        continue
      }
      if starts("</") {
        try endTag()
      } else if starts("<!--") {
        try skip(past: "-->", what: "a comment")
      } else if starts("<![CDATA[") {
        at += 9
        let start = at
        try skip(past: "]]>", what: "a CDATA section")
        try characters(start..<(at - 3), literal: true)
      } else if starts("<?") {
        try skip(past: "?>", what: "a processing instruction")
      } else if starts("<!") {
        throw failure("a declaration inside an element")
      } else {
        try startTag()
      }
    }
  }

  /// `<name attribute="value" …>` or `<name … />`.
  mutating func startTag() throws(XMLReadFailure) {
    at += 1
    let name = try readName()
    var attributes: [String: String] = [:]
    while true {
      let spaced = skipSpace()
      guard at < bytes.count else { throw failure("the document ends inside a tag") }
      if bytes[at] == UInt8(ascii: ">") || starts("/>") { break }
      guard spaced else { throw failure("attributes not separated by space") }
      let key = try readName()
      skipSpace()
      guard at < bytes.count, bytes[at] == UInt8(ascii: "=") else {
        throw failure("an attribute without a value")
      }
      at += 1
      skipSpace()
      let value = try attributeValue()
      guard attributes.updateValue(value, forKey: key) == nil else {
        throw failure("an attribute given twice")
      }
    }
    guard open.count < Self.maxDepth else {
      throw failure("elements nested deeper than \(Self.maxDepth)")
    }
    handler.start(name, attributes: attributes)
    if bytes[at] == UInt8(ascii: "/") {
      at += 2
      handler.end(name)
    } else {
      at += 1
      open.append(name)
    }
  }

  /// `</name>`, which must close the innermost open element.
  mutating func endTag() throws(XMLReadFailure) {
    at += 2
    let name = try readName()
    skipSpace()
    guard at < bytes.count, bytes[at] == UInt8(ascii: ">") else {
      throw failure("a malformed end tag")
    }
    guard name == open.last else { throw failure("an end tag that does not match its element") }
    at += 1
    open.removeLast()
    handler.end(name)
  }

  /// A run of character data, up to the next `<`.
  mutating func text() throws(XMLReadFailure) {
    let start = at
    while at < bytes.count, bytes[at] != UInt8(ascii: "<") { at += 1 }
    try characters(start..<at)
  }

  /// Reports `range` as characters: references decoded (unless it is CDATA, whose `&` is
  /// literal), CR LF and lone CR read as LF, a control character refused.
  mutating func characters(_ range: Range<Int>, literal: Bool = false) throws(XMLReadFailure) {
    guard !range.isEmpty else { return }
    var plain = true
    for index in range {
      let byte = bytes[index]
      if byte < 0x20, byte != 0x09, byte != 0x0A {
        guard byte == 0x0D else { throw failure("a control character", at: index) }
        plain = false
      } else if byte == UInt8(ascii: "&"), !literal {
        plain = false
      }
    }
    if plain {
      handler.characters(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
      return
    }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(range.count)
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == 0x0D {
        decoded.append(0x0A)
        index += index + 1 < range.upperBound && bytes[index + 1] == 0x0A ? 2 : 1
      } else if byte == UInt8(ascii: "&"), !literal {
        index = try reference(at: index, limit: range.upperBound, into: &decoded)
      } else {
        decoded.append(byte)
        index += 1
      }
    }
    handler.characters(String(decoding: decoded, as: UTF8.self))
  }
}
