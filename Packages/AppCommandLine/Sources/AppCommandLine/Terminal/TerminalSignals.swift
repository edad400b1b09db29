import Dispatch
import Foundation
import Synchronization

/// The terminal's signals (``TerminalEvents/signals``) for every live ``TerminalEvents``
/// stream: caught through ``SignalPipe`` from the moment the first stream starts listening,
/// handed to each listener, and given back the dispositions they had when the last one stops.
final class TerminalSignals: Sendable {
  /// The process's one set of listeners (there is one signal pipe a process).
  static let shared = TerminalSignals()

  private let state = Mutex(State())
  private let queue = DispatchQueue(label: "terminal-signals")

  private struct State {
    /// Each live stream's delivery, by the number ``listen(_:)`` gave it.
    var listeners: [Int: @Sendable (Int32) -> Void] = [:]
    var nextNumber = 0
    /// What the signals did before the first listener; `nil` while nobody listens.
    var replaced: SignalDispositions?
    /// Reads the pipe for as long as the process lives, once made.
    var reader: (any DispatchSourceRead)?
  }

  /// Catches the terminal's signals (when nobody did yet) and hands each one that arrives
  /// from now on to `deliver`, on a queue of its own, until ``stopListening(_:)``. Returns the
  /// number to stop with; `nil` when no signal pipe could be made (the signals then do what
  /// they did).
  func listen(_ deliver: @escaping @Sendable (Int32) -> Void) -> Int? {
    guard let descriptor = SignalPipe.descriptor else { return nil }
    return state.withLock { state in
      if state.listeners.isEmpty {
        _ = SignalPipe.drain(descriptor)  // bytes of signals caught for streams that ended
        state.replaced = SignalPipe.catchSignals(TerminalEvents.signals)
      }
      if state.reader == nil {
        let reader = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
        reader.setEventHandler { [self] in
          let numbers = SignalPipe.drain(descriptor).filter(TerminalEvents.signals.contains)
          let listeners = self.state.withLock { Array($0.listeners.values) }
          for number in numbers {
            for deliver in listeners { deliver(number) }
          }
        }
        reader.resume()
        state.reader = reader
      }
      state.nextNumber += 1
      state.listeners[state.nextNumber] = deliver
      return state.nextNumber
    }
  }

  /// Stops handing signals to the listener `number`; after the last one, the signals get
  /// back the dispositions they had before the first.
  func stopListening(_ number: Int) {
    state.withLock { state in
      guard state.listeners.removeValue(forKey: number) != nil, state.listeners.isEmpty else {
        return
      }
      state.replaced?.restore()
      state.replaced = nil
    }
  }
}
