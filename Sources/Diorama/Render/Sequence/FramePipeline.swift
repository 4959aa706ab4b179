import Foundation

/// The worker side of a recording: threads that each own a ``Renderer`` (one reusable frame
/// buffer per thread), take snapshots from a bounded queue, rasterise, encode and write them.
///
/// The calling thread advances the scene and ``submit(_:)``s snapshots; it blocks while
/// `capacity` frames are between submission and in-order retirement, so memory stays flat however
/// long the sequence. Frames retire in index order, which is where the animated PNG is appended.
/// The first failure stops the queue: frames already taken finish, the rest are dropped.
final class FramePipeline: @unchecked Sendable {
  /// What a worker hands back for a finished frame.
  struct Output {
    var png: Data?  // kept only when an animated PNG is being written
    var image: Image?  // kept only when a consumer takes the frames
    var byteCount: Int
  }

  private let condition = NSCondition()
  // Everything below is guarded by `condition`.
  private var queue: [FrameJob] = []
  private var queueHead = 0
  private var finished: [Int: Output] = [:]  // completed, waiting to retire in order
  private var nextToRetire: Int
  private var submitted = 0
  private var closed = false
  private var liveWorkers = 0
  private var failure: (frame: Int, error: ImageError)?
  private var written = 0
  private(set) var bytesWritten = 0
  /// Why the animated PNG could not be written, if it could not; the frames carry on.
  private(set) var animationError: ImageError?
  /// Why the consumer refused a frame, if it did; the recording stops.
  private(set) var consumerError: String?
  /// Whether a thread is retiring frames; it alone does, in order, so frames reach the consumer
  /// and the animated PNG one at a time.
  private var isRetiring = false

  private let capacity: Int
  private let first: Int
  private let folder: URL
  private let encoding: PNGEncodingOptions
  private let contactSheet: ContactSheet?
  private let animation: AnimatedPNGWriter?
  private let consumer: (any FrameConsumer)?

  /// - Parameters:
  ///   - renderers: one per worker thread; each is used by its thread only.
  ///   - first: the first frame index, the first to retire.
  ///   - animation: receives each frame's PNG in frame order, under the pipeline's lock (the PNGs
  ///     of frames that finish early are kept until their turn).
  ///   - consumer: receives each frame's image in frame order, as the animated PNG does.
  init(
    renderers: [Renderer], first: Int, folder: URL, encoding: PNGEncodingOptions, contactSheet: ContactSheet?,
    animation: AnimatedPNGWriter?, consumer: (any FrameConsumer)? = nil
  ) {
    capacity = 2 * renderers.count
    nextToRetire = first
    self.first = first
    self.folder = folder
    self.encoding = encoding
    self.contactSheet = contactSheet
    self.animation = animation
    self.consumer = consumer
    liveWorkers = renderers.count
    for (number, renderer) in renderers.enumerated() {
      let thread = Thread { [self] in run(renderer) }
      thread.name = "diorama.frame-worker.\(number)"
      thread.start()
    }
  }

  /// Queues a frame, first waiting while the pipeline is full.
  /// - Returns: false when a frame has failed; the job was not queued and nothing more should be.
  func submit(_ job: FrameJob) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while failure == nil && submitted - (nextToRetire - first) >= capacity { condition.wait() }
    guard failure == nil else { return false }
    if queueHead > 64 {  // drop consumed entries now and then instead of on every take
      queue.removeFirst(queueHead)
      queueHead = 0
    }
    queue.append(job)
    submitted += 1
    condition.broadcast()
    return true
  }

  /// The number of frames whose file is complete.
  var writtenCount: Int { condition.withLock { written } }

  /// Frames written but not retired: after a failure, those after the failing frame.
  var unretiredFrames: [Int] { condition.withLock { Array(finished.keys) } }

  /// Stops taking new frames and waits for every worker to finish what it has taken.
  /// - Returns: the first failure (lowest frame index), if any.
  func finish() -> (frame: Int, error: ImageError)? {
    condition.lock()
    defer { condition.unlock() }
    closed = true
    condition.broadcast()
    while liveWorkers > 0 { condition.wait() }
    return failure
  }

  // MARK: - Workers

  private func run(_ renderer: Renderer) {
    while let job = take() {
      do {
        let output = try render(job, with: renderer)
        complete(job.index, output)
      } catch let error as ImageError {
        fail(job.index, error)
      } catch {
        fail(job.index, .encodingFailed(reason: "\(error)"))
      }
    }
    condition.withLock {
      liveWorkers -= 1
      condition.broadcast()
    }
  }

  private func take() -> FrameJob? {
    condition.lock()
    defer { condition.unlock() }
    while queueHead == queue.count && !closed && failure == nil { condition.wait() }
    guard failure == nil, queueHead < queue.count else { return nil }
    defer { queueHead += 1 }
    return queue[queueHead]
  }

  /// Draws, encodes and writes one frame (and its thumbnail), as far as anyone needs it: a frame
  /// kept from an earlier run is drawn only for the previews or the consumer. Throws
  /// ``ImageError``.
  private func render(_ job: FrameJob, with renderer: Renderer) throws -> Output {
    let url = SequenceRecorder.frameURL(index: job.index, in: folder)
    let needsPNG = job.writesFile || (animation != nil && !job.isOnDisk)
    guard needsPNG || job.wantsThumbnail || consumer != nil else {
      return Output(png: try animation.map { _ in try Self.read(url) }, image: nil, byteCount: 0)
    }
    renderer.draw(job.snapshot)
    var png: Data?
    if needsPNG {
      png = try renderer.pngData(options: encoding)
    }
    if job.writesFile, let png { try AtomicFileWriter.write(png, to: url) }
    let byteCount = job.writesFile ? png?.count ?? 0 : 0
    if job.wantsThumbnail { contactSheet?.addThumbnail(ofFrame: job.index, from: renderer) }
    let image = consumer != nil ? renderer.makeImage() : nil
    guard animation != nil else { return Output(png: nil, image: image, byteCount: byteCount) }
    var frame = try png ?? Self.read(url)
    // Every frame of an animated PNG must have the first frame's colour type: a scene with a
    // transparent background writes RGBA, even for a frame that happens to be all opaque.
    if !renderer.isOpaque, AnimatedPNGWriter.colorType(of: frame) != 6 {
      let image = image ?? renderer.makeImage()
      frame = try image.pixels.withUnsafeBytes { pixels in
        try PNGEncoder.encodeRGBA(
          base: pixels.baseAddress!, width: image.width, height: image.height, stride: image.width * 4,
          alpha: true, options: encoding)
      }
    }
    return Output(png: frame, image: image, byteCount: byteCount)
  }

  /// The bytes of a frame file kept from an earlier run.
  private static func read(_ url: URL) throws -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw ImageError.unreadable(url, reason: "\(error)")
    }
  }

  /// Records a finished frame and retires every frame that is next in order. The consumer is
  /// called without the lock held: it may block (a video encoder waits for ffmpeg to read), and
  /// the other workers go on taking and finishing frames meanwhile.
  private func complete(_ index: Int, _ output: Output) {
    condition.lock()
    defer { condition.unlock() }
    written += 1
    bytesWritten += output.byteCount
    finished[index] = output
    guard !isRetiring else { return }  // the retiring thread will come to it
    isRetiring = true
    while consumerError == nil, let next = finished.removeValue(forKey: nextToRetire) {
      let frame = nextToRetire
      if let consumer, let image = next.image {
        condition.unlock()
        let refusal: String?
        do {
          try consumer.consume(frame: frame, image: image)
          refusal = nil
        } catch {
          refusal = "\(error)"
        }
        condition.lock()
        if let refusal {
          consumerError = refusal
          if failure.map({ frame < $0.frame }) ?? true {
            failure = (frame, .encodingFailed(reason: refusal))
          }
          break
        }
      }
      if let animation, animationError == nil, let png = next.png {
        do throws(ImageError) {
          try animation.append(png)
        } catch {
          animationError = error
        }
      }
      nextToRetire += 1
      condition.broadcast()
    }
    isRetiring = false
    condition.broadcast()
  }

  private func fail(_ index: Int, _ error: ImageError) {
    condition.lock()
    defer { condition.unlock() }
    if failure.map({ index < $0.frame }) ?? true { failure = (index, error) }
    condition.broadcast()
  }
}
