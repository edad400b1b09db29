// root-manifest [--check] [REPOSITORY]: writes the package section of REPOSITORY's root
// Package.swift (default: the current folder) from Packages/*/Package.swift. With --check it
// writes nothing and exits 1, with one line on stderr, when the section is not what it would
// write. 64 usage, 65 a manifest it cannot read or write.
import Foundation
import RootManifestCore

/// Writes one line on stderr.
func complain(_ line: String) {
  FileHandle.standardError.write(Data("root-manifest: \(line)\n".utf8))
}

var arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.first == "--check"
if check { arguments.removeFirst() }
guard arguments.count <= 1, arguments.first?.hasPrefix("-") != true else {
  complain("usage: root-manifest [--check] [REPOSITORY]")
  exit(64)
}
let repository = Repository(folder: URL(fileURLWithPath: arguments.first ?? "."))
do {
  let regenerated = try repository.regeneratedManifest()
  let current = try? String(contentsOf: repository.manifest, encoding: .utf8)
  if check, current != regenerated {
    complain(
      "Package.swift's package section is not what Packages/*/Package.swift say: "
        + "run `\(PackageSection.command)`")
    exit(1)
  } else if check {
    print("root-manifest: Package.swift's package section is current")
  } else if current != regenerated {
    try Data(regenerated.utf8).write(to: repository.manifest)
    print("root-manifest: wrote the package section of \(repository.manifest.path)")
  }
} catch {
  complain("\(error)")
  exit(65)
}
