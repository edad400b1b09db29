import AppCommandLine
import Testing

@Suite struct ProjectVersionTests {
  /// The release tag is this version and other projects ask for it with `from:`, which SwiftPM
  /// reads as a semantic version: three numbers, no leading zeros, nothing else.
  @Test func isASemanticVersion() throws {
    let parts = ProjectVersion.current.split(separator: ".", omittingEmptySubsequences: false)
    try #require(parts.count == 3, "\(ProjectVersion.current) is not MAJOR.MINOR.PATCH")
    for part in parts {
      #expect(!part.isEmpty && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber))
      #expect(part == "0" || !part.hasPrefix("0"), "leading zero in \(ProjectVersion.current)")
    }
  }
}
