import Foundation
import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// A change's owner runs while it holds its file's lock; once it is released (or its process
/// ends, which releases the lock) it is gone.
@Suite struct ChangeOwnerTests {
  let folder: URL

  init() throws {
    folder = try scratchFolder("owner")
  }

  @Test func runsUntilReleased() throws {
    let owner = try ChangeOwner(for: "overlay.json", in: folder)
    #expect(ChangeOwner.isRunning(owner.token, for: "overlay.json", in: folder))
    #expect(!ChangeOwner.isRunning(owner.token, for: "other.json", in: folder))
    owner.release()
    owner.release()
    #expect(!ChangeOwner.isRunning(owner.token, for: "overlay.json", in: folder))
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(
          "overlay.json.owner-\(owner.token)"
        ).path))
  }

  /// A file nobody locks (its process was killed) is an owner gone; `discard` removes it.
  @Test func anUnlockedFileIsAnOwnerGone() throws {
    let token = UUID().uuidString.lowercased()
    let path = folder.appendingPathComponent("overlay.json.owner-\(token)").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(!ChangeOwner.isRunning(token, for: "overlay.json", in: folder))
    ChangeOwner.discard(token, for: "overlay.json", in: folder)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  /// A token read from a file is never a path.
  @Test(arguments: ["../../etc/passwd", "", "ABCDEF00-0000-0000-0000-000000000000", "x/y"])
  func aTokenThatIsNotOnesOwnIsNotRunning(token: String) {
    #expect(!ChangeOwner.isRunning(token, for: "overlay.json", in: folder))
  }
}
