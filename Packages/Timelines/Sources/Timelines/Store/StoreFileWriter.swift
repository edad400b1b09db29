import Foundation
import PrivateFiles

/// How the store and the placement records write their files: through ``PrivateFile`` (a
/// temporary file beside the target, renamed over it: readers see the old contents or the
/// new, never a part; 0600 files in 0700 folders; flushed to disk first where ``durable``),
/// with the store's errors,
/// and a sweep of the temporary files killed writers left on the first write to a folder and
/// then at most once every ``sweepSpacing``.
struct StoreFileWriter: Sendable {
  /// How often a writer lists a folder it writes to: every 10 minutes at most.
  static let sweepSpacing: Duration = .seconds(600)

  /// Whether a file is flushed to disk before it replaces the old one: a placement record
  /// is (a lost one is a widget the user placed gone), a timeline is not (a lost one is
  /// fetched again; the rename alone keeps it whole for every reader).
  var durable = true

  /// How bytes are written (tests act out a writer that dies mid-write with it).
  var writeBytes: PrivateFile.WriteBytes = PrivateFile.systemWrite

  /// The time the sweep of old temporary files compares their ages with (a test's clock).
  var now: @Sendable () -> Date = { Date() }

  /// Writes `data` to `url` in `directory` atomically (and durably, where ``durable``),
  /// creating the folder when it is missing.
  ///
  /// - Throws: `TimelineStoreError` saying which step failed.
  func write(_ data: Data, to url: URL, in directory: URL) throws {
    // The folder is made when a write finds it missing, not looked at before every write.
    var failure = replacing(url, with: data)
    if let code = failure?.code, code == ENOENT || code == ENOTDIR {
      try Self.createPrivateDirectory(directory)
      failure = replacing(url, with: data)
    }
    if let failure {
      throw TimelineStoreError(operation: .write, path: url.path, reason: failure.description)
    }
    if PrivateFile.isSweepDue(in: directory, spacing: Self.sweepSpacing) {
      sweep(directory)
    }
  }

  /// Replaces `url` with `data` (``PrivateFile/replace(_:at:durable:modificationDate:writeBytes:)``);
  /// why it failed, when it did.
  private func replacing(_ url: URL, with data: Data) -> PrivateFile.Failure? {
    do {
      try PrivateFile.replace(data, at: url, durable: durable, writeBytes: writeBytes)
      return nil
    } catch {
      return error
    }
  }

  /// Deletes the temporary files in `directory` that nobody holds (see
  /// ``PrivateFile/removeAbandonedTemporaryFiles(in:now:)``). The names of those deleted.
  @discardableResult
  func sweep(_ directory: URL) -> [String] {
    PrivateFile.removeAbandonedTemporaryFiles(in: directory, now: now())
  }

  /// Creates `directory` and its parents, readable by their owner only, when missing.
  ///
  /// - Throws: `TimelineStoreError` when it cannot be created.
  static func createPrivateDirectory(_ directory: URL) throws {
    do {
      try PrivateFile.createDirectory(directory)
    } catch {
      throw TimelineStoreError(
        operation: .createDirectory, path: directory.path, reason: error.description)
    }
  }

  /// The system's words for an error, on one line.
  static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code)),
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(code.rawValue))
    }
    return nsError.localizedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
