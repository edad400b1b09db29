import Testing

@testable import JokesDomain

/// Reading JokeAPI's error envelope from the start of an error body, as the client hands it
/// over: one line, at most ~200 bytes, maybe cut off mid-value.
@Suite struct JokeAPIErrorEnvelopeTests {
  static let cases: [(String, JokeAPIErrorEnvelope?)] = [
    (
      #"{"error":true,"code":106,"message":"No matching joke found","causedBy":["none"]}"#,
      JokeAPIErrorEnvelope(code: 106, message: "No matching joke found", causedBy: ["none"])
    ),
    (
      #"{ "error": true, "internalError": false, "code": 101, "message": "Request blocked", "#
        + #""causedBy": [ "Too many req…"#,
      JokeAPIErrorEnvelope(code: 101, message: "Request blocked", causedBy: nil)
    ),
    (
      #"{"error":true,"message":"Say \"hi\" \u00e9","code":1"#,
      JokeAPIErrorEnvelope(code: nil, message: "Say \"hi\" é", causedBy: nil)
    ),
    (#"{ "error": true, "code": 106, "message": "No matching jo…"#, nil),
    (#"{"error":true,"code":106}"#, nil),
    ("Bad Request", nil),
    ("", nil),
  ]

  @Test(arguments: cases)
  func readsWhatIsThere(excerpt: String, expected: JokeAPIErrorEnvelope?) {
    #expect(JokeAPIErrorEnvelope(excerpt: excerpt) == expected)
  }

  @Test func summaryJoinsMessageCauseAndCode() {
    let full = JokeAPIErrorEnvelope(code: 106, message: "No match", causedBy: ["bad filter"])
    #expect(full.summary == "No match: bad filter (code 106)")
    #expect(
      JokeAPIErrorEnvelope(code: nil, message: "No match", causedBy: []).summary == "No match")
  }
}
