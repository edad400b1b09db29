import Foundation

/// A repository with a root `Package.swift` and packages in `Packages/*`.
public struct Repository: Sendable {
  /// The repository's folder.
  public var folder: URL

  /// The repository in `folder`.
  public init(folder: URL) {
    self.folder = folder.standardized
  }

  /// The root `Package.swift`.
  public var manifest: URL { folder.appendingPathComponent("Package.swift") }

  /// The root manifest with its package section written from `swift package dump-package` of
  /// every package (all at once: each compiles a manifest), then `swift format`ted with the
  /// repository's `.swift-format`.
  public func regeneratedManifest() throws(RootManifestError) -> String {
    let files = FileManager.default
    let packages = folder.appendingPathComponent("Packages").path
    let folders = ((try? files.contentsOfDirectory(atPath: packages)) ?? []).sorted()
      .filter { files.fileExists(atPath: "\(packages)/\($0)/Package.swift") }
    let scratch = files.temporaryDirectory.appendingPathComponent("root-manifest-\(UUID())")
    defer { try? files.removeItem(at: scratch) }
    guard !folders.isEmpty, let current = try? String(contentsOf: manifest, encoding: .utf8),
      (try? files.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil
    else {
      throw RootManifestError("no Package.swift or Packages/*/Package.swift in \(folder.path)")
    }

    let dumps = try folders.map { name throws(RootManifestError) in
      try Self.swift(["package", "dump-package", "--package-path", "\(packages)/\(name)"], scratch)
    }
    let section = try PackageSection(
      packages: zip(folders, dumps).map { name, dump throws(RootManifestError) in
        try PackageDump(folder: name, data: dump())
      }
    ).source()
    let draft = scratch.appendingPathComponent("Package.swift")
    guard (try? Data(PackageSection.splice(section, into: current).utf8).write(to: draft)) != nil
    else { throw RootManifestError("cannot write \(draft.path)") }
    let configuration = folder.appendingPathComponent(".swift-format").path
    let style = files.fileExists(atPath: configuration) ? ["--configuration", configuration] : []
    return String(
      decoding: try Self.swift(["format"] + style + [draft.path], scratch)(), as: UTF8.self)
  }

  /// Starts `swift ARGUMENTS`, its stdout into a file of `scratch` (so that every run can go at
  /// once without filling a pipe); the function returned waits for it and reads what it printed.
  private static func swift(_ arguments: [String], _ scratch: URL) throws(RootManifestError)
    -> () throws(RootManifestError) -> Data
  {
    let command = "swift " + arguments.joined(separator: " ")
    let output = scratch.appendingPathComponent(UUID().uuidString)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.standardInput = FileHandle.nullDevice
    do {
      try Data().write(to: output)
      process.standardOutput = try FileHandle(forWritingTo: output)
      try process.run()
    } catch { throw RootManifestError("cannot run \(command): \(error)") }
    return { () throws(RootManifestError) in
      process.waitUntilExit()
      guard process.terminationStatus == 0, let data = try? Data(contentsOf: output) else {
        throw RootManifestError("\(command) failed with status \(process.terminationStatus)")
      }
      return data
    }
  }
}
