import Testing

@testable import JokesWidget

/// How the picture splits a joke into the bold setup and the punchline.
@Suite struct JokePartsTests {
  @Test func aTwoPartJokesFirstLineIsTheSetup() {
    let parts = JokeParts("Why do programmers prefer dark mode?\nBecause light attracts bugs.")
    #expect(parts.setup == "Why do programmers prefer dark mode?")
    #expect(parts.punchline == "Because light attracts bugs.")
  }

  @Test func aOneLineJokeThatAsksFirstIsSplitAfterTheQuestion() {
    let parts = JokeParts("What did the ocean say to the shore? Nothing, it just waved.")
    #expect(parts.setup == "What did the ocean say to the shore?")
    #expect(parts.punchline == "Nothing, it just waved.")
  }

  @Test(arguments: [
    "Chuck Norris can divide by zero.", "Is this a joke?", "", "?",
    "Yo mama so old, her birth certificate says expired.",
  ])
  func anyOtherJokeIsAllPunchline(_ text: String) {
    let parts = JokeParts(text)
    #expect(parts.setup == "")
    #expect(parts.punchline == text)
  }

  @Test func aSetupWithNothingAfterItsLineBreakIsThePunchline() {
    let parts = JokeParts("Just a setup\n")
    #expect(parts.setup == "")
    #expect(parts.punchline == "Just a setup")
  }
}
