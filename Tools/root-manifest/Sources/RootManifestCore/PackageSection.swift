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
    let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
    let starts = lines.indices.filter { lines[$0].hasPrefix(begin) }
    let ends = lines.indices.filter { lines[$0] == end }
    guard starts.count == 1, ends.count == 1, let start = starts.first, let stop = ends.first,
      start < stop
    else {
      throw RootManifestError(
        "Package.swift needs one line starting \"\(begin)\" and, after it, one \"\(end)\"")
    }
    let after = lines[(stop + 1)...].joined(separator: "\n")
    return lines[..<start].map { $0 + "\n" }.joined() + section + after
  }

  private func platforms() throws(RootManifestError) -> String {
    let names = [
      "macos": "macOS", "maccatalyst": "macCatalyst", "ios": "iOS", "tvos": "tvOS",
      "watchos": "watchOS", "visionos": "visionOS", "driverkit": "driverKit",
    ]
    guard let first = packages.first else { return "[]" }
    for package in packages where package.json["platforms"] != first.json["platforms"] {
      throw RootManifestError(
        "Packages/\(package.folder): platforms \(package.json["platforms"].compact) differ from "
          + "Packages/\(first.folder)'s \(first.json["platforms"].compact)")
    }
    let platforms = try first.json["platforms"].elements.map { platform throws(RootManifestError) in
      guard let name = platform["platformName"].string.flatMap({ names[$0] }),
        let version = platform["version"].string, platform["options"].elements.isEmpty
      else { throw RootManifestError("cannot write the platform \(platform.compact)") }
      return ".\(name)(\(SwiftLiteral.string(version)))"
    }
    return SwiftLiteral.list(platforms)
  }

  private static func product(_ product: JSONValue, of package: PackageDump)
    throws(RootManifestError) -> String
  {
    let name = SwiftLiteral.string(product["name"].string ?? "?")
    let targets = SwiftLiteral.strings(product["targets"].elements.compactMap(\.string))
    let type = product["type"]
    guard product["settings"].elements.isEmpty, case .object(let kinds) = type, kinds.count == 1
    else { throw RootManifestError("Packages/\(package.folder): cannot write \(product.compact)") }
    switch (kinds.keys.first, type["library"].elements.first?.string) {
    case ("library", "automatic"): return ".library(name: \(name), targets: \(targets))"
    case ("library", let kind?):
      return ".library(name: \(name), type: .\(kind), targets: \(targets))"
    case ("executable", _): return ".executable(name: \(name), targets: \(targets))"
    default: throw RootManifestError("Packages/\(package.folder): cannot write \(product.compact)")
    }
  }
}
