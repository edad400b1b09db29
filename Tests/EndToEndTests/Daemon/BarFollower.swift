import Foundation

/// `APP status --follow --format i3bar` as i3bar runs it: the test writes click events to its
/// stdin, through a FIFO in the scratch folder, and reads what it prints.
///
/// A FIFO rather than a pipe: the test opens it for reading and writing, close-on-exec in the
/// one `open` call, so opening it waits for no one, the follower's own open for reading finds
/// a writer, and no other test's child inherits an end of it.
final class BarFollower {
  /// The follower.
  let child: ChildProcess
  private let input: Int32
  private let output: ReadAll
  private let errors: ReadAll

  /// Starts the follower of `placed`'s widget with `environment` (the stand-ins' `PATH`).
  init(_ placed: PlacedApp, environment: [String: String]) throws {
    let fifo = placed.scratch.path("clicks")
    guard mkfifo(fifo, 0o600) == 0 else { throw POSIXError(.EEXIST) }
    let input = open(fifo, O_RDWR | O_CLOEXEC | O_NONBLOCK)
    guard input >= 0 else { throw POSIXError(.EBADF) }
    do {
      child = try ChildProcess(
        BuiltProducts.executable(placed.app.name).path,
        ["status", "--follow", "--format", "i3bar"], environment: environment,
        stdin: .file(fifo, flags: O_RDONLY), stdout: .pipe, stderr: .pipe)
    } catch {
      close(input)
      throw error
    }
    self.input = input
    output = ReadAll(taking: child.take(1), noting: child.changes)
    errors = ReadAll(taking: child.take(2), noting: child.changes)
  }

  deinit {
    close(input)
    child.send(SIGKILL)
    child.wait(upTo: 10)
  }

  /// What the follower has written so far.
  var soFar: (stdout: String, stderr: String) {
    (String(decoding: output.soFar, as: UTF8.self), String(decoding: errors.soFar, as: UTF8.self))
  }

  /// Waits until what the follower has written satisfies `condition`, checking it each time
  /// the follower writes, for at most `seconds` (a failure limit, see ``Changes``); whether it
  /// did.
  func wait(
    within seconds: TimeInterval = 30,
    until condition: (_ stdout: String, _ stderr: String) -> Bool
  ) -> Bool {
    child.wait(for: output, errors, within: seconds, until: condition)
  }

  /// The blocks of the follower's first status line (the i3bar header and `[` come before it),
  /// waiting at most 30 s for it.
  func firstBlocks() throws -> [[String: Any]] {
    guard wait(until: { stdout, _ in stdout.split(separator: "\n").count >= 3 }),
      let line = soFar.stdout.split(separator: "\n").dropFirst(2).first
    else { return [] }
    return try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [[String: Any]] ?? []
  }

  /// Writes `bytes` to the follower's stdin, as fast as it reads them, for at most `seconds`;
  /// whether all were written.
  @discardableResult
  func send(_ bytes: Data, within seconds: TimeInterval = 30) -> Bool {
    let end = Date().addingTimeInterval(seconds)
    var offset = 0
    while offset < bytes.count, Date() < end {
      let written = bytes[(bytes.startIndex + offset)...].withUnsafeBytes {
        write(input, $0.baseAddress, $0.count)
      }
      if written > 0 {
        offset += written
        continue
      }
      guard written < 0, errno == EAGAIN || errno == EINTR else { return false }
      var ready = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
      _ = poll(&ready, 1, 100)
    }
    return offset == bytes.count
  }

  /// Writes `text` to the follower's stdin.
  @discardableResult
  func send(_ text: String) -> Bool {
    send(Data(text.utf8))
  }

  /// Sends SIGTERM, waits at most `seconds` for the follower to end, and returns its status
  /// (killing it, status 137, when it did not end in time) and everything it wrote.
  func stop(within seconds: TimeInterval = 10) -> CommandRun {
    child.send(SIGTERM)
    let status = child.wait(upTo: seconds) ?? -1
    return CommandRun(
      status: status, stdout: String(decoding: output.wait(), as: UTF8.self),
      stderr: String(decoding: errors.wait(), as: UTF8.self))
  }
}

/// A click event line as i3bar writes it: button 1 on the block named `name` whose instance is
/// `instance`, and its newline.
func clickLine(name: String, instance: String) throws -> String {
  let object: [String: Any] = ["name": name, "instance": instance, "button": 1]
  let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  return String(decoding: data, as: UTF8.self) + "\n"
}
