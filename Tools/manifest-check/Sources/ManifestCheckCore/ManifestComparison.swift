/// Compares the root manifest with the manifests of `Packages/*`: the root must declare each
/// package's non-test targets under the same names, over the same folders (`Packages/X/` + the
/// package's path), with the same dependencies (a sibling's product becomes the root's targets of
/// that product), exclusions, resources and settings, and export the same products.
public struct ManifestComparison: Sendable {
  /// The root manifest.
  public var root: Manifest
  /// Each package's manifest, by folder name under `Packages/`.
  public var packages: [String: Manifest]

  /// A comparison of `root` with `packages`.
  public init(root: Manifest, packages: [String: Manifest]) {
    self.root = root
    self.packages = packages
  }

  /// Every difference, one line each naming the package, the target or product, and what
  /// differs; empty when the manifests agree.
  public func differences() -> [String] {
    var lines: [String] = []
    var mirrored: Set<String> = []
    var exported: Set<String> = []
    let rootTargets = Dictionary(root.targets.map { ($0.name, $0) }) { first, _ in first }
    let rootProducts = Dictionary(root.products.map { ($0.name, $0) }) { first, _ in first }
    for (folder, package) in packages.sorted(by: { $0.key < $1.key }) {
      let label = "Packages/\(folder)"
      if package.platforms != root.platforms {
        lines.append(
          "\(label): platforms differ: root \(root.platforms.compact), "
            + "package \(package.platforms.compact)")
      }
      for target in package.targets where target.type != "test" {
        mirrored.insert(target.name)
        guard let mirror = rootTargets[target.name] else {
          lines.append("\(label): target \(target.name): missing from the root manifest")
          continue
        }
        for difference in differences(mirror, target, in: folder, package) {
          lines.append("\(label): target \(target.name): \(difference)")
        }
      }
      for product in package.products {
        exported.insert(product.name)
        guard let mirror = rootProducts[product.name] else {
          lines.append("\(label): product \(product.name): missing from the root manifest")
          continue
        }
        for difference in differences(mirror, product) {
          lines.append("\(label): product \(product.name): \(difference)")
        }
      }
    }
    for target in root.targets where !mirrored.contains(target.name) {
      guard let path = target.path, path.hasPrefix("Packages/") else { continue }
      let folder = path.split(separator: "/").dropFirst().first.map(String.init) ?? path
      lines.append(
        "Packages/\(folder): target \(target.name): in the root manifest (\(path)) "
          + "but not in the package's")
    }
    for product in root.products where product.isLibrary && !exported.contains(product.name) {
      lines.append("root: product \(product.name): exported by the root but by no package")
    }
    return lines
  }

  private func differences(
    _ mirror: TargetDescription, _ target: TargetDescription, in folder: String,
    _ package: Manifest
  ) -> [String] {
    var lines: [String] = []
    let expectedPath = "Packages/\(folder)/\(target.relativePath)"
    let path = mirror.path.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    if path != expectedPath {
      lines.append("path differs: root \(path ?? "(default)"), expected \(expectedPath)")
    }
    if mirror.type != target.type {
      lines.append("type differs: root \(mirror.type), package \(target.type)")
    }
    let wanted = target.dependencies.flatMap { dependencyNames($0, of: package) }
    let declared = mirror.dependencies.flatMap { rootDependencyNames($0) }
    if Set(wanted) != Set(declared) {
      let missing = Set(wanted).subtracting(declared).sorted()
      let extra = Set(declared).subtracting(wanted).sorted()
      var parts: [String] = []
      if !missing.isEmpty { parts.append("root lacks \(missing.joined(separator: ", "))") }
      if !extra.isEmpty { parts.append("root adds \(extra.joined(separator: ", "))") }
      lines.append("dependencies differ: " + parts.joined(separator: "; "))
    }
    for field in TargetDescription.comparedFields {
      var mine = mirror.json[field]
      var theirs = target.json[field]
      if field == "exclude" {
        mine = .array(mine.elements.sorted { $0.compact < $1.compact })
        theirs = .array(theirs.elements.sorted { $0.compact < $1.compact })
      }
      if mine != theirs {
        lines.append("\(field) differ: root \(mine.compact), package \(theirs.compact)")
      }
    }
    return lines
  }

  private func differences(_ mirror: ProductDescription, _ product: ProductDescription)
    -> [String]
  {
    var lines: [String] = []
    if mirror.type != product.type {
      lines.append("type differs: root \(mirror.type.compact), package \(product.type.compact)")
    }
    if mirror.targets.sorted() != product.targets.sorted() {
      lines.append(
        "targets differ: root \(mirror.targets.sorted()), package \(product.targets.sorted())")
    }
    if mirror.settings != product.settings {
      lines.append(
        "settings differ: root \(mirror.settings.compact), package \(product.settings.compact)")
    }
    return lines
  }

  /// The root targets a package's dependency stands for: a target of its own by name, a
  /// sibling's product by that product's targets.
  private func dependencyNames(_ dependency: TargetDescription.Dependency, of package: Manifest)
    -> [String]
  {
    switch dependency {
    case .target(let name, let condition):
      return [Self.named(name, condition)]
    case .product(let name, let packageName, let condition):
      guard let folder = package.localPackages[packageName.lowercased()],
        let sibling = packages[folder],
        let product = sibling.products.first(where: { $0.name == name })
      else {
        return ["product \(name) of package \(packageName) (not a product of Packages/*)"]
      }
      return product.targets.map { Self.named($0, condition) }
    }
  }

  private func rootDependencyNames(_ dependency: TargetDescription.Dependency) -> [String] {
    switch dependency {
    case .target(let name, let condition): [Self.named(name, condition)]
    case .product(let name, let package, _): ["product \(name) of package \(package)"]
    }
  }

  private static func named(_ name: String, _ condition: JSONValue) -> String {
    condition == .null ? name : "\(name) when \(condition.compact)"
  }
}
