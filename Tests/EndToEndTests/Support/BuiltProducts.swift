import Foundation

/// Where `swift build` put the executables the end-to-end tests run: beside the test bundle.
enum BuiltProducts {
  /// The build's bin directory (`.build/debug` or similar).
  static let directory: URL = {
    var candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    candidates += [
      runner.deletingLastPathComponent(),
      runner.deletingLastPathComponent()
        .deletingLastPathComponent(),
    ]
    for candidate in candidates
    where FileManager.default.isExecutableFile(
      atPath: candidate.appendingPathComponent("fixture-server").path)
    {
      return candidate
    }
    return Bundle.main.bundleURL.deletingLastPathComponent()
  }()

  /// The path of a built executable.
  static func executable(_ name: String) -> URL {
    directory.appendingPathComponent(name)
  }
}
