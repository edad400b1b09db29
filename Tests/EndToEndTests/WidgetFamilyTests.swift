import Foundation
import Testing

/// The families each app lists in its help are the ones it draws, and every other family is
/// a usage error of one line: the list ``WidgetFootprintTests`` measures is the app's own.
@Suite struct WidgetFamilyTests {
  @Test(arguments: AppUnderTest.all)
  func theHelpsFamiliesAreKnownFamilies(_ app: AppUnderTest) {
    let families = app.widgetFamilies
    #expect(!families.isEmpty, "\(app.name) widget --help lists no --family")
    #expect(Set(families).isSubset(of: AppUnderTest.familyArguments), "\(families)")
  }

  @Test(arguments: AppUnderTest.all)
  func everyOtherFamilyIsRefusedInOneLine(_ app: AppUnderTest) throws {
    let scratch = try ScratchDirectory()
    let supported = app.widgetFamilies
    for family in AppUnderTest.familyArguments where !supported.contains(family) {
      let run = try app.run(
        ["widget", "--family", family, "--preview"], baseURL: "http://127.0.0.1:9",
        scratch: scratch)
      #expect(run.status == 64, "\(app.name) --family \(family): \(run.stderr)")
      #expect(run.stdout.isEmpty)
      #expect(run.stderr.hasPrefix("\(app.name): ") && run.stderr.contains("'\(family)'"))
      #expect(run.stderr.filter(\.isNewline).count == 1, "\(run.stderr)")
    }
  }
}
