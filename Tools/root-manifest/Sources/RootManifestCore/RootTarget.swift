/// A non-test target of a package, written as the root manifest declares it: over the package's
/// folder (`Packages/X/` + its path), each sibling's `.product(name:package:)` replaced by the
/// root's targets of that product, its exclusions and resources as they are. What the generator
/// does not write yet (settings, `sources`, plugins…) fails, naming the target.
enum RootTarget {
  /// `.target(name: …, dependencies: […], path: "Packages/…", …)`, one argument a line.
  static func source(_ target: JSONValue, of package: PackageDump, in packages: [PackageDump])
    throws(RootManifestError) -> String
  {
    let name = target["name"].string ?? "?"
    let label = "Packages/\(package.folder): target \(name)"
    let calls = ["regular": "target", "executable": "executableTarget"]
    guard let call = target["type"].string.flatMap({ calls[$0] }) else {
      throw RootManifestError("\(label): cannot write a target of this type")
    }
    for key in ["sources", "publicHeadersPath", "settings", "pluginUsages", "packageAccess"]
    where ![.null, .array([]), .bool(true)].contains(target[key]) {
      throw RootManifestError("\(label): Tools/root-manifest does not write \(key) yet")
    }
    let path = target["path"].string.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    var arguments = ["name: " + SwiftLiteral.string(name)]
    let dependencies = try dependencies(of: target, package, packages, label)
    if !dependencies.isEmpty {
      arguments.append("dependencies: " + SwiftLiteral.strings(dependencies))
    }
    arguments.append(
      "path: " + SwiftLiteral.string("Packages/\(package.folder)/\(path ?? "Sources/\(name)")"))
    let exclude = target["exclude"].elements.compactMap(\.string)
    if !exclude.isEmpty { arguments.append("exclude: " + SwiftLiteral.strings(exclude)) }
    let resources = try target["resources"].elements.map { resource throws(RootManifestError) in
      guard let path = resource["path"].string, case .object(let rules) = resource["rule"],
        rules.count == 1, let (rule, options) = rules.first, ["copy", "process"].contains(rule)
      else { throw RootManifestError("\(label): cannot write a resource of this kind") }
      let localization = options["localization"].string.map { ", localization: .\($0)" } ?? ""
      return ".\(rule)(\(SwiftLiteral.string(path))\(localization))"
    }
    if !resources.isEmpty { arguments.append("resources: " + SwiftLiteral.list(resources)) }
    return ".\(call)(\n" + arguments.map { "  \($0)" }.joined(separator: ",\n") + "\n)"
  }

  /// The root's target names for the target's dependencies, in order, each once.
  private static func dependencies(
    of target: JSONValue, _ package: PackageDump, _ packages: [PackageDump], _ label: String
  ) throws(RootManifestError) -> [String] {
    var names: [String] = []
    for dependency in target["dependencies"].elements {
      let fields = dependency["byName"].elements + dependency["target"].elements
      if let name = fields.first?.string, fields.dropFirst().allSatisfy({ $0 == .null }) {
        names.append(name)
        continue
      }
      let product = dependency["product"].elements
      guard let name = product.first?.string, product.count == 4, product[3] == .null,
        let identity = product[1].string, let folder = package.siblings[identity.lowercased()],
        let targets = packages.first(where: { $0.folder == folder })?.targets(ofProduct: name)
      else {
        throw RootManifestError(
          "\(label): a dependency is neither a target of its own nor a product of Packages/*, "
            + "or it has a condition: the root manifest cannot declare it")
      }
      names += targets
    }
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}
