import AppCommandLine
import Foundation
import Timelines

extension TimelineReport {
  /// Every app's `timeline` command: asks `provider` for its timeline now (as of `clock`) and
  /// prints the report, as JSON with `--json`, else as text with `describe` for each entry.
  ///
  /// - Throws: whatever the provider throws; the app maps it to a failure line.
  public static func printNow<Provider: TimelineProvider>(
    provider: Provider,
    configuration: Provider.Configuration,
    family: WidgetFamily,
    clock: any WidgetClock,
    arguments: ParsedArguments,
    console: Console,
    describe: (Entry) -> [String]
  ) async throws where Provider.Entry == Entry {
    let now = clock.now
    let context = TimelineContext(family: family, isPreview: false, date: now)
    let timeline = try await provider.timeline(for: configuration, in: context)
    let report = TimelineReport(timeline: timeline, fetchedAt: now)
    console.print(arguments[.json] ? try report.json() : report.text(describe: describe))
  }
}
