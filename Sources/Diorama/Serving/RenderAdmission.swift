import Synchronization

/// The gate of a ``RenderService``: at most `capacity` renders admitted at once; later ones wait
/// in arrival order (suspended, holding no thread) or are refused, by the service's
/// ``RenderService/Overflow`` policy.
final class RenderAdmission: Sendable {
  private struct State {
    var admitted = 0
    var nextTicket = 0
    var waiting: [(ticket: Int, continuation: CheckedContinuation<Void, any Error>)] = []
  }

  let capacity: Int
  private let state = Mutex(State())

  init(capacity: Int) {
    self.capacity = capacity
  }

  /// Renders admitted and not yet finished.
  var admittedCount: Int { state.withLock { $0.admitted } }
  /// Renders waiting to be admitted.
  var waitingCount: Int { state.withLock { $0.waiting.count } }

  /// Takes a place, waiting for one when `waits`.
  /// - Throws: ``RenderServiceError/busy(waiting:)`` when full and not `waits`;
  ///   `CancellationError` when the task is cancelled while it waits.
  func enter(waits: Bool) async throws {
    let ticket = try state.withLock { state throws -> Int? in
      if state.admitted < capacity && state.waiting.isEmpty {
        state.admitted += 1
        return nil
      }
      guard waits else { throw RenderServiceError.busy(capacity: capacity) }
      state.nextTicket += 1
      return state.nextTicket
    }
    guard let ticket else { return }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let admitted = state.withLock { state -> Bool in
          // A place may have freed up since the first look.
          if state.admitted < capacity && state.waiting.isEmpty {
            state.admitted += 1
            return true
          }
          state.waiting.append((ticket, continuation))
          return false
        }
        if admitted {
          continuation.resume()
        } else if Task.isCancelled {
          cancel(ticket)
        }
      }
    } onCancel: {
      cancel(ticket)
    }
  }

  /// Gives a place back: to the longest waiting render, if any.
  func leave() {
    let next = state.withLock { state -> CheckedContinuation<Void, any Error>? in
      guard !state.waiting.isEmpty else {
        state.admitted -= 1
        return nil
      }
      return state.waiting.removeFirst().continuation
    }
    next?.resume()
  }

  /// Withdraws a waiting ticket (if it is still waiting) with a `CancellationError`.
  private func cancel(_ ticket: Int) {
    let withdrawn = state.withLock { state -> CheckedContinuation<Void, any Error>? in
      guard let index = state.waiting.firstIndex(where: { $0.ticket == ticket }) else { return nil }
      return state.waiting.remove(at: index).continuation
    }
    withdrawn?.resume(throwing: CancellationError())
  }
}
