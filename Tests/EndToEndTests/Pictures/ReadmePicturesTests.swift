import Foundation
import Testing

/// The README's pictures (docs/pictures) are what `Tools/readme-pictures.sh` draws today from
/// the fixture server's data: run into a scratch folder with this build's executables, the
/// script must write the same files, and the README must show each of them.
@Suite struct ReadmePicturesTests {
  static let root = PictureBrowserTests.root

  @Test func picturesAreCurrent() throws {
    let scratch = try ScratchDirectory()
    let out = scratch.path("pictures")
    let run = try CommandRun.run(
      program: "/bin/bash",
      [Self.root.appendingPathComponent("Tools/readme-pictures.sh").path, out],
      environment: ["BIN_DIR": BuiltProducts.directory.path, "PATH": "/usr/bin:/bin"],
      timeout: 300)
    #expect(run.status == 0, "\(run.stderr)")
    let committed = Self.root.appendingPathComponent("docs/pictures")
    let drawn = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    let kept = try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()
    #expect(drawn == kept)
    #expect(drawn.count == 6)
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    for name in drawn {
      let fresh = try Data(contentsOf: URL(fileURLWithPath: out).appendingPathComponent(name))
      let old = try? Data(contentsOf: committed.appendingPathComponent(name))
      #expect(
        fresh == old, "docs/pictures/\(name) is out of date: run Tools/readme-pictures.sh")
      #expect(readme.contains("(docs/pictures/\(name))"), "the README does not show \(name)")
    }
  }
}
