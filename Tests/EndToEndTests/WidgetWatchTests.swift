import Foundation
import Testing

/// `widget --watch` draws on a terminal only: into a pipe or a file it would append a frame
/// every few seconds forever, so it is a usage error there, before any work (no request, no
/// placed widget), and points a bar at `status --follow`. `--preview` still draws once.
@Suite struct WidgetWatchTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer()
    scratch = try ScratchDirectory()
  }

  static func refusal(_ app: AppUnderTest) -> String {
    "\(app.name): --watch needs a terminal on standard output; for a bar or a script, use "
      + "`\(app.name) status --follow`\n"
  }

  /// Whether a run placed a widget (wrote a record in `state/placed`).
  func placedAnything() -> Bool {
    let records = try? FileManager.default.contentsOfDirectory(atPath: scratch.path("state/placed"))
    return records?.isEmpty == false
  }

  @Test(arguments: AppUnderTest.all)
  func intoAPipeItIsAUsageErrorBeforeAnyWork(_ app: AppUnderTest) throws {
    let run = try app.run(
      ["widget", "--watch"], baseURL: server.url.absoluteString, scratch: scratch, timeout: 10)
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == Self.refusal(app))
    #expect(try server.requestCounts().total == 0)
    #expect(!placedAnything())
  }

  @Test(arguments: AppUnderTest.all)
  func intoAFileItIsAUsageErrorAndWritesNothing(_ app: AppUnderTest) throws {
    let output = scratch.path("frames.txt")
    var variables = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TERM": "dumb"]
    variables.merge(app.environment(baseURL: server.url.absoluteString, scratch: scratch)) {
      _, new in new
    }
    let child = try ChildProcess(
      BuiltProducts.executable(app.name).path, ["widget", "--watch", "--family", "medium"],
      environment: variables, stdout: .file(output, flags: O_WRONLY | O_CREAT | O_TRUNC),
      stderr: .pipe)
    let errors = ReadAll(taking: child.take(2))
    #expect(child.wait(upTo: 10) == 64)
    #expect(String(decoding: errors.wait(), as: UTF8.self) == Self.refusal(app))
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)).isEmpty)
    #expect(try server.requestCounts().total == 0)
  }

  @Test(arguments: AppUnderTest.all)
  func aPreviewIntoAPipeStillDrawsOnce(_ app: AppUnderTest) throws {
    let run = try app.run(
      ["widget", "--watch", "--preview"], baseURL: server.url.absoluteString, scratch: scratch,
      timeout: 10)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(frames(run.stdout) == 1, "\(run.stdout)")
    #expect(try server.requestCounts().total == 0)
  }
}
