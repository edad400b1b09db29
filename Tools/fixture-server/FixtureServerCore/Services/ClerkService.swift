import Foundation
import NetworkingTestSupport

/// The Clerk of the House's roll calls, `/evs/{year}/roll{NNN}.xml`.
///
/// Every recorded file is served verbatim at its own year and number. The "current year"
/// additionally has rolls 1…`rolls`, so that roll discovery can be exercised: roll n comes
/// from the recorded 2025 file of the same number if there is one, else from the recorded 2025
/// files taken in turn by n; either way `<rollcall-num>`, the year in `<action-date>`,
/// `<congress>` and `<session>` are rewritten for the current year. The recorded year 2025
/// likewise has rolls 1…362 (its real count), so that congress.gov's `sourceDataURL` links
/// resolve. Every other roll answers an HTML 404 page, not XML, like the real site.
struct ClerkService: FixtureService {
  static let directory = "house-votes/clerk-xml"
  static let templateYear = 2025
  /// How many roll calls the House held in 2025 (congress.gov's count for 119/1).
  static let templateYearRolls = 362

  struct RollKey: Hashable {
    let year: Int
    let roll: Int
  }

  let recorded: [RollKey: Data]
  let templates: [(roll: Int, text: String)]
  let currentYear: Int
  let rolls: Int

  init(files: FixtureFiles, currentYear: Int, rolls: Int) throws(FixtureServerError) {
    var recorded: [RollKey: Data] = [:]
    for name in try files.fileNames(in: Self.directory) {
      // Names look like roll-2025-023_S5-passage_yea-nay.xml.
      let fields = name.split(separator: "_")[0].split(separator: "-")
      guard name.hasSuffix(".xml"), fields.count == 3, let year = Int(fields[1]),
        let roll = Int(fields[2])
      else { continue }
      recorded[RollKey(year: year, roll: roll)] = try files.data("\(Self.directory)/\(name)")
    }
    templates = recorded.filter { $0.key.year == Self.templateYear }
      .sorted { $0.key.roll < $1.key.roll }
      .map { (roll: $0.key.roll, text: String(decoding: $0.value, as: UTF8.self)) }
    guard !templates.isEmpty else {
      throw .missingFixture(path: "\(Self.directory)/roll-\(Self.templateYear)-*.xml")
    }
    self.recorded = recorded
    self.currentYear = currentYear
    self.rolls = rolls
  }

  func response(for request: RecordedRequest) -> ScriptedResponse? {
    let parts = request.path.split(separator: "/").map(String.init)
    guard parts.count == 3, parts[0] == "evs" else { return nil }
    guard let year = Int(parts[1]), let roll = Self.rollNumber(parts[2]) else {
      return Self.notFound(request.path)
    }
    if let data = recorded[RollKey(year: year, roll: roll)] {
      return .data(data, contentType: "text/xml")
    }
    let count = year == currentYear ? rolls : year == Self.templateYear ? Self.templateYearRolls : 0
    guard roll >= 1, roll <= count else { return Self.notFound(request.path) }
    return .data(Data(synthesised(roll: roll, year: year).utf8), contentType: "text/xml")
  }

  /// `roll042.xml` → 42; exactly three digits, like the real file names.
  static func rollNumber(_ name: String) -> Int? {
    guard name.hasPrefix("roll"), name.hasSuffix(".xml") else { return nil }
    let digits = name.dropFirst(4).dropLast(4)
    guard digits.count == 3, digits.allSatisfy(\.isASCII) else { return nil }
    return Int(digits)
  }

  /// Roll `roll` of `year`, made from a recorded 2025 file.
  func synthesised(roll: Int, year: Int) -> String {
    let template =
      templates.first { $0.roll == roll } ?? templates[roll % templates.count]
    var text = template.text
    text = Self.replacing(element: "rollcall-num", in: text) { _ in String(roll) }
    text = Self.replacing(element: "action-date", in: text) { date in
      let pieces = date.split(separator: "-")
      guard pieces.count == 3 else { return date }
      return "\(pieces[0])-\(pieces[1])-\(year)"
    }
    let congress = (year - 1789) / 2 + 1
    text = Self.replacing(element: "congress", in: text) { _ in String(congress) }
    text = Self.replacing(element: "session", in: text) { _ in
      year % 2 == 1 ? "1st" : "2nd"
    }
    return text
  }

  /// `text` with the content of the first `<element>…</element>` passed through `change`.
  static func replacing(element: String, in text: String, _ change: (String) -> String)
    -> String
  {
    guard let open = text.range(of: "<\(element)>"),
      let close = text.range(of: "</\(element)>", range: open.upperBound..<text.endIndex)
    else { return text }
    let old = String(text[open.upperBound..<close.lowerBound])
    return text.replacingCharacters(in: open.upperBound..<close.lowerBound, with: change(old))
  }

  static func notFound(_ path: String) -> ScriptedResponse {
    .htmlPage(
      title: "404 - File or directory not found.",
      message: "The resource you are looking for (\(path)) might have been removed.", status: 404)
  }
}
