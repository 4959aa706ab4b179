import Dispatch
import Foundation
import Synchronization

/// A task executor of its own threads: the tasks of a ``RenderService`` run their synchronous
/// work (layout, drawing, encoding) here, never on Swift's cooperative pool.
///
/// Jobs run in the order they arrive, each on whichever thread is free. The threads live until
/// ``shutDown()``, which lets each finish the jobs already queued.
final class RenderThreads: TaskExecutor {
  private struct Queue: ~Copyable {
    var jobs: [UnownedJob] = []
    var head = 0
    var closed = false

    mutating func next() -> UnownedJob? {
      guard head < jobs.count else { return nil }
      defer {
        head += 1
        if head == jobs.count {
          jobs.removeAll(keepingCapacity: true)
          head = 0
        }
      }
      return jobs[head]
    }
  }

  let count: Int
  private let queue = Mutex(Queue())
  /// Signalled once per job queued, and once per thread at shutdown.
  private let wakeUp = DispatchSemaphore(value: 0)

  init(count: Int, name: String) {
    self.count = count
    for number in 0..<count {
      let thread = Thread { [self] in work() }
      thread.name = "\(name).\(number)"
      thread.start()
    }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.withLock { $0.jobs.append(job) }
    wakeUp.signal()
  }

  /// Lets every thread end once the queue is empty.
  func shutDown() {
    queue.withLock { $0.closed = true }
    for _ in 0..<count { wakeUp.signal() }
  }

  private func work() {
    let executor = asUnownedTaskExecutor()
    while true {
      wakeUp.wait()
      let (job, closed) = queue.withLock { queue in (queue.next(), queue.closed) }
      if let job {
        job.runSynchronously(on: executor)
      } else if closed {
        return
      }
    }
  }
}
