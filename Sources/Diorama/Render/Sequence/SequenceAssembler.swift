import Foundation

/// Builds the previews of a recording — an animated PNG, a contact sheet — from a folder of
/// frame files written earlier, for instance the merged folders of a recording split into shards
/// with ``SequenceOptions/frameRange``.
///
/// The frames must be numbered without a gap (`frame_00120.png` … `frame_00239.png`); the first
/// file's number is the first frame.
public struct SequenceAssembler: Sendable {
  /// The folder of frame files.
  public let folder: URL
  /// The frame numbers found, without a gap.
  public let frames: Range<Int>

  /// Reads the folder's frame file names.
  /// - Throws: ``SequenceError/unusableFolder(_:reason:)`` when the folder cannot be read, holds
  ///   no frame, or has a gap in its numbering (the message names the first missing frames).
  public init(folder: URL) throws(SequenceError) {
    let folder = folder.standardizedFileURL
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw .unusableFolder(folder, reason: "it cannot be read (\(error.localizedDescription))")
    }
    let indices = names.compactMap(SequenceRecorder.frameIndex(ofFileName:)).sorted()
    guard let first = indices.first, let last = indices.last else {
      throw .unusableFolder(folder, reason: "it holds no frame files (frame_00000.png …)")
    }
    if indices.count != last - first + 1 {
      let present = Set(indices)
      let missing = (first...last).filter { !present.contains($0) }
      let listed = missing.prefix(8).map(String.init).joined(separator: ", ")
      throw .unusableFolder(
        folder,
        reason:
          "frames \(first)…\(last) have \(missing.count) missing: \(listed)\(missing.count > 8 ? ", …" : "")")
    }
    self.folder = folder
    frames = first..<(last + 1)
  }

  /// The URL of each frame file, in order.
  public var frameURLs: [URL] { frames.map { SequenceRecorder.frameURL(index: $0, in: folder) } }

  /// Writes the frames as one looping animated PNG, reusing each file's compressed data.
  /// - Throws: ``SequenceError/previewFailed(_:reason:)``; nothing is left at `url`.
  public func writeAnimatedPNG(to url: URL, framesPerSecond: Double) throws(SequenceError) {
    guard framesPerSecond.isFinite, framesPerSecond > 0 else {
      throw .invalidOptions("the frame rate must be positive and finite; got \(framesPerSecond)")
    }
    let writer = AnimatedPNGWriter(url: url, framesPerSecond: framesPerSecond)
    do {
      for frame in frameURLs {
        let data: Data
        do {
          data = try Data(contentsOf: frame)
        } catch {
          throw ImageError.unreadable(frame, reason: error.localizedDescription)
        }
        try writer.append(data)
      }
      try writer.finish()
    } catch {
      writer.abandon()
      throw .previewFailed(url, reason: "\(error)")
    }
  }

  /// Writes a contact sheet of the frames, as a recording with the same options would.
  /// - Throws: ``SequenceError/previewFailed(_:reason:)``.
  public func writeContactSheet(_ options: ContactSheetOptions, framesPerSecond: Double) throws(SequenceError)
  {
    guard framesPerSecond.isFinite, framesPerSecond > 0 else {
      throw .invalidOptions("the frame rate must be positive and finite; got \(framesPerSecond)")
    }
    let sheet = ContactSheet(
      options: options, maximumFrameCount: frames.count, framesPerSecond: framesPerSecond)
    do {
      for index in frames
      where sheet.wantsThumbnail(
        ofFrame: index, first: frames.lowerBound, isLast: index == frames.upperBound - 1)
      {
        let image = try Image(contentsOf: SequenceRecorder.frameURL(index: index, in: folder))
        let scene = try Scene(
          size: CGSize(width: image.width, height: image.height), scale: 1, backgroundColor: nil)
        let view = ImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        scene.rootView.addSubview(view)
        let renderer = try scene.makeRenderer()
        renderer.draw(scene.snapshot())
        sheet.addThumbnail(ofFrame: index, from: renderer)
      }
      try sheet.write(frames: frames)
    } catch {
      throw .previewFailed(options.url, reason: "\(error)")
    }
  }
}
