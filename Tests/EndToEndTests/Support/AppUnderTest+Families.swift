import Foundation

extension AppUnderTest {
  /// Every family argument the command line knows (AppCommandLine's `WidgetFamily.argumentName`).
  static let familyArguments = ["small", "medium", "large", "extraLarge"]

  /// The families the app's widget comes in, as its own `widget --help` lists them
  /// (`[--family medium|large]`): read from the app, so a family added to an app is tested
  /// without editing a table here. Empty when the help could not be run or read, which
  /// ``WidgetFamilyTests`` reports as a failure.
  var widgetFamilies: [String] {
    guard let help = try? CommandRun.run(name, ["widget", "--help"]), help.status == 0,
      let usage = help.stdout.split(separator: "\n").first(where: { $0.contains("--family ") }),
      let range = usage.range(of: #"--family [A-Za-z|]+"#, options: .regularExpression)
    else { return [] }
    return usage[range].dropFirst("--family ".count).split(separator: "|").map(String.init)
  }
}
