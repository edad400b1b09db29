import Foundation

/// Reads a descriptor to its end on a thread of its own, so a chatty child never blocks on a
/// full pipe; `@unchecked Sendable` is safe: `data` and `finished` are only touched holding
/// `lock`.
///
/// It owns the descriptor and closes it at the end, on its own thread: no one else may close
/// a number this thread may still read, since the number can meanwhile belong to another file.
/// Each read and the end are noted in its ``Changes`` (the child's, for a child's output), so
/// a test waits for what it expects to be written, not for a time.
final class ReadAll: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  private var finished = false
  private let changes: Changes

  /// Reads `descriptor`, which it then owns (from ``ChildProcess/take(_:)``, or a `dup`),
  /// noting what it reads in `changes`.
  init(taking descriptor: Int32, noting changes: Changes = Changes()) {
    self.changes = changes
    Thread.detachNewThread { [self] in
      defer { if descriptor >= 0 { close(descriptor) } }
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count > 0 {
          lock.withLock { data.append(contentsOf: buffer[..<count]) }
          changes.note()
        } else if count == 0 || errno != EINTR {
          break
        }
      }
      lock.withLock { finished = true }
      changes.note()
    }
  }

  /// What has been read so far.
  var soFar: Data { lock.withLock { data } }

  /// Whether the writers closed their ends: ``soFar`` is all there is.
  var isFinished: Bool { lock.withLock { finished } }

  /// Everything read, once the writer closed its end; what was read by then after `seconds`.
  func wait(upTo seconds: TimeInterval = 30) -> Data {
    _ = changes.wait(within: seconds) { isFinished }
    return soFar
  }
}

extension ChildProcess {
  /// Waits until what `output` and `errors` (the readers of this child's stdout and stderr,
  /// noting in its ``changes``) have read satisfies `condition`, checking it each time either
  /// reads, for at most `seconds` (a failure limit, see ``Changes``); whether it did. A child
  /// that exited, its output read to the end, has written all it will: the wait ends there.
  func wait(
    for output: ReadAll, _ errors: ReadAll, within seconds: TimeInterval,
    until condition: (_ stdout: String, _ stderr: String) throws -> Bool
  ) rethrows -> Bool {
    var met = false
    _ = try changes.wait(within: seconds) {
      // Whether it ended is read first: an end seen before the output is read means the
      // output read is all of it.
      let ended = hasExited && output.isFinished && errors.isFinished
      met = try condition(
        String(decoding: output.soFar, as: UTF8.self),
        String(decoding: errors.soFar, as: UTF8.self))
      return met || ended
    }
    return met
  }
}
