/// The root manifest's package section: `packagePlatforms()`, `packageProducts()` and
/// `packageTargets()`, written from the dumps of `Packages/*` between the two marker lines.
/// The hand-written rest of the root manifest calls the three functions.
public struct PackageSection: Sendable {
  /// The first line of the section; a line starting so opens it in the root manifest.
  public static let begin =
    "// BEGIN GENERATED from Packages/*/Package.swift by Tools/root-manifest: do not edit."
  /// The last line of the section.
  public static let end = "// END GENERATED"
  /// The command that rewrites the section, from the repository's folder.
  public static let command = "swift run --package-path Tools/root-manifest root-manifest"

  /// The packages, in the order written (by folder name).
  public var packages: [PackageDump]

  /// The section of `packages`.
  public init(packages: [PackageDump]) {
    self.packages = packages.sorted { $0.folder < $1.folder }
  }

  /// The section's text, markers included, ending with a newline (not yet `swift format`ted).
  public func source() throws(RootManifestError) -> String {
    var products: [String] = []
    var targets: [String] = []
    for package in packages {
      products.append("// MARK: Packages/\(package.folder)")
      targets.append("// MARK: Packages/\(package.folder)")
      for product in package.products {
        products.append(try Self.product(product, of: package) + ",")
      }
      for target in package.targets {
        targets.append(try RootTarget.source(target, of: package, in: packages) + ",")
      }
    }
    return """
      \(Self.begin)
      // After changing a package manifest: \(Self.command)

      /// The platforms every package of `Packages/` declares.
      func packagePlatforms() -> [SupportedPlatform] {
        \(try platforms())
      }

      /// The products of `Packages/*`, under the packages' names.
      func packageProducts() -> [Product] {
        [
      \(products.joined(separator: "\n"))
        ]
      }

      /// The targets of `Packages/*` but their tests, over the packages' folders.
      func packageTargets() -> [Target] {
        [
      \(targets.joined(separator: "\n"))
        ]
      }
      \(Self.end)

      """
  }

  /// `manifest` with the lines from its `begin` line to its `end` line replaced by `section`.
  public static func splice(_ section: String, into manifest: String) throws(RootManifestError)
    -> String
  {
    guard let start = manifest.range(of: "\n" + begin)?.lowerBound,
      let stop = manifest.range(of: "\n" + end + "\n", range: start..<manifest.endIndex)
    else { throw RootManifestError("Package.swift lacks the line \(begin) or, after it, \(end)") }
    return String(manifest[...start]) + section + manifest[stop.upperBound...]
  }

  private func platforms() throws(RootManifestError) -> String {
    let names = ["macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS"]
    let platforms = packages.first?.json["platforms"] ?? .array([])
    if let other = packages.first(where: { $0.json["platforms"] != platforms }) {
      throw RootManifestError(
        "Packages/\(other.folder): platforms differ from Packages/\(packages[0].folder)'s")
    }
    return SwiftLiteral.list(
      try platforms.elements.map { platform throws(RootManifestError) in
        guard let name = platform["platformName"].string.flatMap({ names[$0] }),
          let version = platform["version"].string, platform["options"].elements.isEmpty
        else { throw RootManifestError("Packages/*: cannot write a platform of theirs") }
        return ".\(name)(\(SwiftLiteral.string(version)))"
      })
  }

  private static func product(_ product: JSONValue, of package: PackageDump)
    throws(RootManifestError) -> String
  {
    let name = product["name"].string ?? "?"
    guard product["type"]["library"].elements == [.string("automatic")],
      product["settings"].elements.isEmpty
    else { throw RootManifestError("Packages/\(package.folder): \(name) is not a plain library") }
    let targets = SwiftLiteral.strings(product["targets"].elements.compactMap(\.string))
    return ".library(name: \(SwiftLiteral.string(name)), targets: \(targets))"
  }
}
