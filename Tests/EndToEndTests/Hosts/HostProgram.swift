import Foundation

/// Where a real host's program is, found the way a test must: installed from Debian, or a
/// failure that says which package to install (`.ci/run` installs them), never a skip.
enum HostProgram {
  struct Failure: Error, Equatable, CustomStringConvertible {
    var description: String
  }

  /// The path of `program`, from Debian's `package`; throws when it is not installed.
  static func path(_ program: String, package: String) throws -> String {
    for folder in ["/usr/bin", "/bin", "/usr/sbin", "/sbin"] {
      let candidate = folder + "/" + program
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw missing(program, package: package)
  }

  /// The failure of a test whose host (`what`: a program, a plugin) is not installed.
  static func missing(_ what: String, package: String) -> Failure {
    Failure(
      description: "\(what) is not installed: apt-get install \(package) (.ci/run installs it)")
  }
}
