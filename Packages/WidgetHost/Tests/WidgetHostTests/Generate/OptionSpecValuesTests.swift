import Testing
import TextRendering
import Timelines

@testable import AppCommandLine
@testable import WidgetHost

/// The values an option offers for completion: listed by its placeholder, or given.
@Suite struct OptionSpecValuesTests {
  @Test func placeholderThatListsWordsGivesThem() {
    #expect(OptionSpec.value("family", "medium|large", help: "").values == ["medium", "large"])
    #expect(
      OptionSpec.repeated("status", "open|completed", help: "").values == ["open", "completed"])
    #expect(OptionSpec.value("family", "medium", help: "").values == ["medium"])
  }

  @Test func placeholderThatNamesAValueGivesNone() {
    for placeholder in ["N", "TYPE", "URL", "SECONDS", "open|Completed", "a||b", "one two"] {
      #expect(OptionSpec.value("x", placeholder, help: "").values == [], "\(placeholder)")
    }
    #expect(OptionSpec.flag("json", help: "").values == [])
  }

  @Test func givenValuesWinOverThePlaceholder() {
    #expect(
      OptionSpec.value("type", "TYPE", help: "", values: ["dad", "chuck"]).values == [
        "dad", "chuck",
      ])
    #expect(OptionSpec.repeated("type", "a|b", help: "", values: ["c"]).values == ["c"])
    #expect(OptionSpec("size", kind: .value(placeholder: "a|b"), help: "", values: []).values == [])
  }

  @Test func colorOffersEveryChoiceTheParserTakes() throws {
    let color = try #require(OptionSpec.standardGlobals.first { $0.name == "color" })
    #expect(color.values.count == ColorChoice.allCases.count)
    #expect(color.values.allSatisfy { ColorChoice(argument: $0) != nil }, "\(color.values)")
  }

  @Test func statusOffersItsFormatsAndTheWidgetsFamilies() throws {
    let status = CommandSpec.status(families: [.systemMedium, .systemLarge])
    let format = try #require(status.options.first { $0.name == "format" })
    #expect(format.values.count == StatusFormat.allCases.count)
    for value in format.values {
      #expect(throws: Never.self, "\(value)") { try StatusFormat(argument: value) }
    }
    let family = try #require(status.options.first { $0.name == "family" })
    #expect(
      family.values.compactMap(WidgetFamily.init(argument:)) == [.systemMedium, .systemLarge])
    let single = CommandSpec.status(families: [.systemMedium])
    #expect(single.options.first { $0.name == "family" }?.values.count == 1)
  }

  @Test func pathPlaceholdersCompleteFileNames() {
    for placeholder in ["FILE", "PATH", "DIR", "CONFIG_FILE", "socket-path"] {
      #expect(OptionSpec.value("x", placeholder, help: "").completesPaths, "\(placeholder)")
    }
    for placeholder in ["URL", "N", "PROFILE", "medium|large"] {
      #expect(!OptionSpec.value("x", placeholder, help: "").completesPaths, "\(placeholder)")
    }
    #expect(!OptionSpec.flag("file", help: "").completesPaths)
  }

  @Test func anAppHasNoDeepLinksUnlessItSaysSo() {
    let spec = AppSpec(name: "a", version: "1", summary: "", commands: [], globalOptions: [])
    #expect(spec.deepLinkPrefixes == [])
  }
}
