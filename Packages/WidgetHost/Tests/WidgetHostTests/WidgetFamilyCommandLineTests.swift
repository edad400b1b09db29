import Testing
import Timelines

@testable import AppCommandLine
@testable import WidgetHost

/// The command line's spellings of the widget families: what `--family` reads and what help,
/// completions, `status` and `widgets` print.
@Suite struct WidgetFamilyCommandLineTests {
  @Test(arguments: [
    (WidgetFamily.systemSmall, "small"), (.systemMedium, "medium"), (.systemLarge, "large"),
    (.systemExtraLarge, "extraLarge"),
  ])
  func familiesHaveShortNames(family: WidgetFamily, name: String) {
    #expect(family.argumentName == name)
    #expect(WidgetFamily(argument: name) == family)
  }

  @Test(arguments: [
    ("small", WidgetFamily.systemSmall), ("Medium", .systemMedium), ("systemLarge", .systemLarge),
    ("extra-large", .systemExtraLarge), ("extraLarge", .systemExtraLarge), ("huge", nil),
    ("", nil),
  ])
  func familiesParseFromTheCommandLine(argument: String, family: WidgetFamily?) {
    #expect(WidgetFamily(argument: argument) == family)
  }

  @Test func anUnsupportedFamilyNamesTheSupportedOnes() throws {
    let parsed = ParsedArguments(command: "widget", options: ["family": ["small"]])
    #expect {
      try parsed.optionValues.family(
        supported: [.systemMedium, .systemLarge], default: .systemMedium)
    } throws: { error in
      (error as? CommandFailure)?.message
        == "this widget comes in medium, large; --family 'small' is not one of them"
    }
    let absent = ParsedArguments(command: "widget")
    #expect(
      try absent.optionValues.family(supported: [.systemMedium], default: .systemMedium)
        == .systemMedium)
  }
}
