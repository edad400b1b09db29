/// The project's version, in one place: what every app's `--version` prints, what its
/// User-Agent carries, and the tag of a release (`git tag 0.3.0`, see CONTRIBUTING). Semantic
/// versioning: bump it with a `CHANGELOG.md` entry when cutting a release.
public enum ProjectVersion {
  /// `MAJOR.MINOR.PATCH`.
  public static let current = "0.3.0"
}
