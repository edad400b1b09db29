import ManifestCheckCore
import Testing

/// One change to the sample repository and the lines the check must print for it.
struct Change: Sendable, CustomTestStringConvertible {
  var testDescription: String
  var apply: @Sendable (inout SampleRepository) -> Void
  var expected: [String]

  init(
    _ name: String, _ expected: [String],
    apply: @escaping @Sendable (inout SampleRepository) -> Void
  ) {
    testDescription = name
    self.apply = apply
    self.expected = expected
  }
}

@Suite struct ManifestComparisonTests {
  @Test func agreeingManifestsHaveNoDifferences() throws {
    #expect(try SampleRepository().differences() == [])
  }

  static let agreeing: [Change] = [
    Change("test targets stay in the packages", []) { repo in
      repo.libTargets.append(target("MoreTests", type: "test"))
    },
    Change("exclusions in another order", []) { repo in
      repo.rootTargets[2] = target(
        "LibExtras", path: "Packages/Lib/Sources/LibExtras/", dependencies: [byName("Lib")],
        exclude: ["README.md", "Notes"], resources: [copy("Fixtures")])
    },
    Change("a sibling's product named apart from its target", []) { repo in
      repo.baseProducts = [library("BaseKit", targets: ["Base"])]
      repo.rootProducts[0] = library("BaseKit", targets: ["Base"])
      repo.libTargets[0] = target("Lib", dependencies: [product("BaseKit", package: "Base")])
    },
    Change("a package's own path, prefixed", []) { repo in
      repo.baseTargets[0] = target("Base", path: "Sources/Elsewhere")
      repo.rootTargets[0] = target("Base", path: "Packages/Base/Sources/Elsewhere")
    },
  ]

  @Test(arguments: agreeing)
  func equivalentDescriptionsAgree(_ change: Change) throws {
    var repo = SampleRepository()
    change.apply(&repo)
    #expect(try repo.differences() == change.expected)
  }

  static let mismatches: [Change] = [
    Change(
      "a dependency changed in the root",
      ["Packages/Lib: target Lib: dependencies differ: root lacks Base; root adds LibExtras"]
    ) { repo in
      repo.rootTargets[1] = target(
        "Lib", path: "Packages/Lib/Sources/Lib", dependencies: [byName("LibExtras")])
    },
    Change(
      "a dependency added to the package",
      ["Packages/Lib: target LibExtras: dependencies differ: root lacks Base"]
    ) { repo in
      repo.libTargets[1] = target(
        "LibExtras", dependencies: [byName("Lib"), product("Base", package: "Base")],
        exclude: ["README.md", "Notes"], resources: [copy("Fixtures")])
    },
    Change(
      "a product of a package that is not a sibling",
      [
        "Packages/Lib: target Lib: dependencies differ: root lacks product Parser of package "
          + "swift-parser (not a product of Packages/*)"
      ]
    ) { repo in
      repo.libTargets[0] = target(
        "Lib",
        dependencies: [
          product("Base", package: "Base"), product("Parser", package: "swift-parser"),
        ]
      )
    },
    Change(
      "the root points at another folder",
      [
        "Packages/Lib: target Lib: path differs: root Packages/Lib/Sources/Other, "
          + "expected Packages/Lib/Sources/Lib"
      ]
    ) { repo in
      repo.rootTargets[1] = target(
        "Lib", path: "Packages/Lib/Sources/Other", dependencies: [byName("Base")])
    },
    Change(
      "a resource only in the package",
      [
        #"Packages/Base: target Base: resources differ: root [], package [{"path":"Data","rule":{"copy":{}}}]"#
      ]
    ) { repo in
      repo.baseTargets[0] = target("Base", resources: [copy("Data")])
    },
    Change(
      "a Swift setting only in the root",
      [
        #"Packages/Base: target Base: settings differ: root [{"kind":{"define":{"_0":"DEBUG_LOG"}},"tool":"swift"}], package []"#
      ]
    ) { repo in
      repo.rootTargets[0] = target(
        "Base", path: "Packages/Base/Sources/Base", settings: [define("DEBUG_LOG")])
    },
    Change(
      "an exclusion dropped from the root",
      [
        #"Packages/Lib: target LibExtras: exclude differ: root ["Notes"], package ["Notes","README.md"]"#
      ]
    ) { repo in
      repo.rootTargets[2] = target(
        "LibExtras", path: "Packages/Lib/Sources/LibExtras", dependencies: [byName("Lib")],
        exclude: ["Notes"], resources: [copy("Fixtures")])
    },
    Change(
      "a target added to a package only",
      ["Packages/Base: target BaseCodecs: missing from the root manifest"]
    ) { repo in
      repo.baseTargets.append(target("BaseCodecs"))
    },
    Change(
      "a target left in the root after the package dropped it",
      [
        "Packages/Lib: target LibExtras: in the root manifest (Packages/Lib/Sources/LibExtras) "
          + "but not in the package's",
        "root: product LibExtras: exported by the root but by no package",
      ]
    ) { repo in
      repo.libTargets.remove(at: 1)
      repo.libProducts.remove(at: 1)
    },
    Change(
      "a product removed from the root",
      ["Packages/Lib: product LibExtras: missing from the root manifest"]
    ) { repo in
      repo.rootProducts.remove(at: 2)
    },
    Change(
      "a product exporting other targets",
      [#"Packages/Lib: product Lib: targets differ: root ["Base", "Lib"], package ["Lib"]"#]
    ) { repo in
      repo.rootProducts[1] = library("Lib", targets: ["Lib", "Base"])
    },
    Change(
      "platforms that differ",
      [
        #"Packages/Base: platforms differ: root [{"options":[],"platformName":"macos","version":"14.0"}], "#
          + #"package [{"options":[],"platformName":"macos","version":"15.0"}]"#
      ]
    ) { repo in
      repo.basePlatforms = [["platformName": "macos", "version": "15.0", "options": []]]
    },
  ]

  @Test(arguments: mismatches)
  func eachDifferenceIsOneLine(_ change: Change) throws {
    var repo = SampleRepository()
    change.apply(&repo)
    #expect(try repo.differences() == change.expected)
  }
}
