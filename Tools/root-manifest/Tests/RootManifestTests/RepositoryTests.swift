import Foundation
import RootManifestCore
import Testing

/// The generator against a repository on disk: the `root-manifest` executable, with real
/// `swift package dump-package`, `swift format` and `swift build`.
@Suite struct RepositoryTests {
  @Test func aChangedPackageManifestMakesTheCheckFail() throws {
    let sample = try SampleRepository()
    defer { sample.remove() }
    let tool = SampleRepository.tool
    #expect(try sample.run([tool, "--check", "."]).status == 1, "the markers are empty")
    #expect(try sample.run([tool, "."]).status == 0)
    let written = try sample.read("Package.swift")
    #expect(written.contains(#"path: "Packages/Lib/Sources/Lib""#))
    #expect(try sample.run([tool, "--check", "."]).status == 0, "fails on its own output")

    try sample.write(
      "Packages/Lib/Package.swift",
      SampleRepository.manifest(
        "Lib", products: #"["Lib", "LibExtras"]"#,
        extraTargets: #"\#n    .target(name: "LibExtras", dependencies: ["Lib"]),"#))
    let check = try sample.run([tool, "--check", "."])
    #expect(check.status == 1)
    #expect(
      check.output
        == "root-manifest: Package.swift's package section is not what Packages/*/Package.swift "
        + "say: run `\(PackageSection.command)`\n")
    #expect(try sample.read("Package.swift") == written, "--check wrote the manifest")
    #expect(try sample.run([tool, "."]).status == 0)
    #expect(try sample.read("Package.swift").contains(#".library(name: "LibExtras""#))
  }

  @Test func theGeneratedSectionBuilds() throws {
    let sample = try SampleRepository()
    defer { sample.remove() }
    try sample.write("Package.swift", Repository(folder: sample.folder).regeneratedManifest())
    let build = try sample.run(
      ["swift", "build", "--scratch-path", ".build", "-Xswiftc", "-warnings-as-errors"])
    #expect(build.status == 0, "\(build.output)")
    let run = try sample.run(["swift", "run", "--skip-build", "--scratch-path", ".build", "app"])
    #expect(run.output.hasSuffix("lib on base\n"), "\(run.output)")
  }
}
