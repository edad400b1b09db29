// manifest-check [REPOSITORY]: compares the root manifest of REPOSITORY (default: the current
// folder) with each Packages/*/Package.swift, from `swift package dump-package`. Prints one line
// per difference on stderr and exits 1; exits 0 when they agree. 64 usage, 66 no Packages/
// folder, 65 a manifest that does not load, 74 no temporary folder.
import Foundation
import ManifestCheckCore

/// Writes one line on stderr.
func complain(_ line: String) {
  FileHandle.standardError.write(Data("manifest-check: \(line)\n".utf8))
}

/// A `swift package dump-package` running for one folder, writing to a temporary file.
struct Dump {
  /// The package's folder.
  var folder: URL
  /// The running `swift package dump-package`.
  var process: Process
  /// Where its stdout goes (a file, so that every dump can run at once without filling a pipe).
  var output: URL

  /// Starts dumping the manifest of the package at `folder`.
  init?(_ folder: URL, into directory: URL, named name: String) {
    self.folder = folder
    output = directory.appendingPathComponent("\(name).json")
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "dump-package", "--package-path", folder.path]
    process.standardInput = FileHandle.nullDevice
    do {
      guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
        complain("cannot write \(output.path)")
        return nil
      }
      process.standardOutput = try FileHandle(forWritingTo: output)
      try process.run()
    } catch {
      complain("cannot run swift package dump-package: \(error.localizedDescription)")
      return nil
    }
  }

  /// Waits for the dump and reads it.
  func manifest() -> Manifest? {
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      complain("\(folder.path): dump-package failed with status \(process.terminationStatus)")
      return nil
    }
    do {
      return try Manifest(data: Data(contentsOf: output))
    } catch {
      complain("\(folder.path): \(error)")
      return nil
    }
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count <= 1, arguments.first?.hasPrefix("-") != true else {
  complain("usage: manifest-check [REPOSITORY]")
  exit(64)
}
let repository = URL(fileURLWithPath: arguments.first ?? ".").standardized
let packagesFolder = repository.appendingPathComponent("Packages")
let folders: [String]
do {
  folders = try FileManager.default.contentsOfDirectory(atPath: packagesFolder.path)
    .filter {
      FileManager.default.fileExists(
        atPath: packagesFolder.appendingPathComponent("\($0)/Package.swift").path)
    }
    .sorted()
} catch {
  complain("no Packages folder in \(repository.path)")
  exit(66)
}

let scratch = FileManager.default.temporaryDirectory
  .appendingPathComponent("manifest-check-\(ProcessInfo.processInfo.processIdentifier)")
defer { try? FileManager.default.removeItem(at: scratch) }
do {
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
} catch {
  complain("cannot create \(scratch.path)")
  exit(74)
}
// Every dump at once: each compiles a manifest, which is most of the check's time.
let rootDump = Dump(repository, into: scratch, named: "root")
let dumps = folders.map {
  Dump(packagesFolder.appendingPathComponent($0), into: scratch, named: $0)
}
guard let root = rootDump?.manifest() else { exit(65) }
var packages: [String: Manifest] = [:]
for (folder, dump) in zip(folders, dumps) {
  guard let manifest = dump?.manifest() else { exit(65) }
  packages[folder] = manifest
}

let differences = ManifestComparison(root: root, packages: packages).differences()
for line in differences { complain(line) }
if !differences.isEmpty {
  complain("\(differences.count) difference(s) between Package.swift and Packages/*/Package.swift")
  exit(1)
}
let targets = packages.values.reduce(0) { $0 + $1.targets.filter { $0.type != "test" }.count }
let products = packages.values.reduce(0) { $0 + $1.products.count }
print(
  "manifest-check: the root manifest agrees with \(packages.count) packages "
    + "(\(targets) targets, \(products) products)")
