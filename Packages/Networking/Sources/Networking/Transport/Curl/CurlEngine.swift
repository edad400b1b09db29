import CCurl
import Foundation
import Synchronization

/// Runs every transfer of a ``CurlTransport`` on one libcurl multi handle, driven by one thread
/// of its own that sleeps in `curl_multi_poll` while nothing is due.
///
/// The thread is started by the first request, so a process that never sends one never has
/// it. Callers hand transfers over through a mailbox and wake the thread with
/// `curl_multi_wakeup` (the one multi call that is safe from any thread); everything else (the
/// multi handle, the transfers in flight, libcurl's callbacks) lives on the engine's thread.
/// While no transfer is in flight the thread waits for a wake-up alone: it makes no
/// periodic wake-ups.
final class CurlEngine: Sendable {
  /// What callers have asked of the engine since it last looked.
  private struct Mailbox {
    var arrived: [CurlTransfer] = []
    var running = false
  }

  /// The process's engine: one thread and one connection cache for every transport.
  static let shared = CurlEngine()

  private let multi: MultiHandle
  private let mailbox = Mutex(Mailbox())

  /// Creates an engine; its thread starts with the first transfer and lives as long as the
  /// process.
  private init() {
    Self.globalSetup
    multi = MultiHandle()
  }

  /// libcurl's process-wide setup, done once before the first handle.
  private static let globalSetup: Void = {
    _ = curl_global_init(Int(CURL_GLOBAL_DEFAULT))
  }()

  /// Runs `transfer` and returns how it ended; cancelling the calling task ends it with
  /// ``NetworkError/cancelled(url:)`` at once.
  func perform(_ transfer: CurlTransfer) async -> CurlOutcome {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        transfer.wait(with: continuation)
        let start = mailbox.withLock { mailbox -> Bool in
          mailbox.arrived.append(transfer)
          defer { mailbox.running = true }
          return !mailbox.running
        }
        if start {
          let thread = Thread { [self] in run() }
          thread.name = "Networking.CurlEngine"
          thread.start()
        } else {
          multi.wake()
        }
      }
    } onCancel: {
      transfer.cancelRequested.store(true, ordering: .releasing)
      multi.wake()
    }
  }

  /// The engine's thread: adds what arrived, ends what was cancelled or went silent too long,
  /// lets libcurl move every transfer on, and sleeps until the next thing is due.
  private func run() {
    var inFlight: [UnsafeMutableRawPointer: CurlTransfer] = [:]
    while true {
      for transfer in mailbox.withLock({ mailbox in
        defer { mailbox.arrived = [] }
        return mailbox.arrived
      }) {
        if transfer.cancelRequested.load(ordering: .acquiring) {
          transfer.settle(.failure(.cancelled(url: transfer.reportedURL)))
        } else if curl_multi_add_handle(multi.pointer, transfer.handle) == CURLM_OK {
          transfer.started()
          inFlight[transfer.handle] = transfer
        } else {
          transfer.settle(
            .failure(.cannotConnect(url: transfer.reportedURL, reason: "libcurl refused it")))
        }
      }
      var running: Int32 = 0
      _ = curl_multi_perform(multi.pointer, &running)
      var left: Int32 = 0
      while let message = curl_multi_info_read(multi.pointer, &left) {
        guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle,
          let transfer = inFlight.removeValue(forKey: handle)
        else { continue }
        let code = message.pointee.data.result
        curl_multi_remove_handle(multi.pointer, handle)
        transfer.complete(code)
      }
      let now = ContinuousClock.now
      var wait = Int(Int32.max)
      for (handle, transfer) in inFlight {
        // Silent too long, or past the whole exchange's deadline: whichever comes first.
        var endsAt = transfer.lastActivity.advanced(by: transfer.limits.idleTimeout)
        if let deadline = transfer.limits.deadline { endsAt = min(endsAt, deadline) }
        let ended: NetworkError? =
          transfer.cancelRequested.load(ordering: .acquiring)
          ? .cancelled(url: transfer.reportedURL)
          : now >= endsAt ? .timedOut(url: transfer.reportedURL) : nil
        if let ended {
          inFlight[handle] = nil
          curl_multi_remove_handle(multi.pointer, handle)
          transfer.settle(.failure(ended))
        } else {
          wait = min(wait, CurlTransfer.milliseconds(now.duration(to: endsAt)))
        }
      }
      var due = -1
      if !inFlight.isEmpty, curl_multi_timeout(multi.pointer, &due) == CURLM_OK, due >= 0 {
        wait = min(wait, due)
      }
      _ = curl_multi_poll(multi.pointer, nil, 0, Int32(clamping: wait), nil)
    }
  }
}

/// The multi handle, shared by the engine's thread (which drives it) and callers (which only
/// wake it).
///
/// `@unchecked Sendable` is safe: callers only call `curl_multi_wakeup`, which libcurl makes
/// safe from any thread; every other use is on the engine's thread.
private final class MultiHandle: @unchecked Sendable {
  let pointer: UnsafeMutableRawPointer

  init() {
    // `curl_multi_init` fails only when memory runs out, which the process cannot survive.
    guard let pointer = curl_multi_init() else { preconditionFailure("curl_multi_init failed") }
    self.pointer = pointer
  }

  /// Interrupts the engine's `curl_multi_poll`.
  func wake() {
    _ = curl_multi_wakeup(pointer)
  }
}
