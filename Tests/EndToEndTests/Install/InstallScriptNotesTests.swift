import Foundation
import Testing

/// What `Tools/install.sh` says at the end when the desktop or a shell will not find what it
/// installed: the line to add, which the real xdg-mime and zsh then need and take; and the
/// build it chooses when the static standard library cannot link.
@Suite struct InstallScriptNotesTests {
  /// The line after the one that contains `marker`, trimmed.
  static func line(after marker: String, in output: String) -> String? {
    let lines = output.split(separator: "\n").map(String.init)
    guard let index = lines.firstIndex(where: { $0.contains(marker) }), index + 1 < lines.count
    else { return nil }
    return lines[index + 1].trimmingCharacters(in: .whitespaces)
  }

  @Test func aPrefixOffTheSearchPathsSaysWhatToAdd() throws {
    let scratch = try ScratchDirectory()
    let home = scratch.path("home")
    let prefix = scratch.path("prefix")
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let run = try InstallScriptTests.install(
      ["--prefix", prefix, "--bin-dir", BuiltProducts.directory.path], home: home)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("installed into \(prefix)"))
    let export = try #require(Self.line(after: "XDG_DATA_DIRS", in: run.stdout), "\(run.stdout)")
    let fpath = try #require(Self.line(after: "$fpath only", in: run.stdout), "\(run.stdout)")

    for app in AppUnderTest.all.map(\.name) {
      // Without the line, xdg-mime finds no handler; with it, the app's entry.
      let query = "xdg-mime query default x-scheme-handler/\(app)"
      let without = try GenerateTests.tool("env", ["HOME=\(home)", "sh", "-c", query])
      #expect(without.stdout.isEmpty, "\(without.stdout)")
      let with = try GenerateTests.tool("env", ["HOME=\(home)", "sh", "-c", "\(export); \(query)"])
      #expect(with.stdout == "\(app).desktop\n", "\(export): \(with.stdout)\(with.stderr)")

      // zsh's stock compinit registers the completion only with the fpath line.
      for (setup, expected) in [("", ""), (fpath, "_\(app)")] {
        let zsh = try GenerateTests.tool(
          "env",
          [
            "HOME=\(home)", "zsh", "-f", "-c",
            "\(setup); autoload -U compinit; compinit -u -d \(scratch.path("zcompdump")); "
              + "print -r -- ${_comps[\(app)]}",
          ])
        #expect(zsh.stdout == expected + "\n", "\(setup): \(zsh.stdout)\(zsh.stderr)")
      }
    }
  }

  @Test func theDefaultPrefixNeedsNoDataDirsLine() throws {
    let scratch = try ScratchDirectory()
    let home = scratch.path("home")
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let run = try InstallScriptTests.install(
      ["--bin-dir", BuiltProducts.directory.path], home: home)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stdout.contains("XDG_DATA_DIRS"), "\(run.stdout)")
    let query = try GenerateTests.tool(
      "env", ["HOME=\(home)", "xdg-mime", "query", "default", "x-scheme-handler/todos"])
    #expect(query.stdout == "todos.desktop\n")
  }

  /// Without `--bin-dir` it builds (a stub `swift` on PATH records how). Networking and the
  /// static standard library's FoundationNetworking link libcurl (no app links FoundationXML,
  /// so libxml2 is not needed): where the toolchain's real clang cannot link it, install.sh
  /// names the package and stops before any build, which would print a page of compiler
  /// errors; where it can, it tries the static build first.
  @Test func itTriesAStaticBuildOnlyWhereItCanLink() throws {
    let scratch = try ScratchDirectory()
    let home = scratch.path("home")
    let stubs = scratch.path("stubs")
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: stubs, withIntermediateDirectories: true)
    let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    let toolchain = try #require(
      searchPath.split(separator: ":").map(String.init).first {
        FileManager.default.isExecutableFile(atPath: $0 + "/clang")
      }, "no clang on PATH")
    let record = scratch.path("swift-calls")
    let stub = """
      #!/bin/sh
      echo "$*" >> '\(record)'
      case "$*" in *--show-bin-path*) echo '\(BuiltProducts.directory.path)' ;; esac
      exit 0

      """
    try ExecutableFile.write(stub, to: stubs + "/swift")
    let run = try InstallScriptTests.install(
      ["--prefix", scratch.path("prefix")], home: home,
      extra: ["PATH": "\(stubs):\(toolchain):/usr/bin:/bin"])
    // The real linker says whether the libraries are there.
    try "int main(void) { return 0; }\n".write(
      toFile: scratch.path("probe.c"), atomically: true, encoding: .utf8)
    let links = try GenerateTests.tool(
      toolchain + "/clang",
      [scratch.path("probe.c"), "-o", scratch.path("probe"), "-lcurl"])
    let calls = (try? String(contentsOfFile: record, encoding: .utf8)) ?? ""
    // One build: the program that holds every app.
    let builds = calls.split(separator: "\n").filter {
      $0.hasPrefix("build ") && !$0.contains("--show-bin-path")
    }
    if links.status == 0 {
      #expect(run.status == 0, "\(run.stderr)")
      #expect(
        !builds.isEmpty && builds.allSatisfy { $0.contains("--product widgets-for-linux") },
        "\(calls)")
      #expect(calls.contains("--static-swift-stdlib"), "\(calls)")
    } else {
      #expect(run.status == 69)
      #expect(builds.isEmpty, "\(calls)")
      #expect(run.stderr.contains("need libcurl4-openssl-dev"), "\(run.stderr)")
    }
  }
}
