import Diorama
import Foundation

/// What ffprobe says about a video's first stream.
struct VideoProbe {
  var codec: String
  var pixelFormat: String
  var width: Int
  var height: Int
  var frames: Int
  var duration: Double
}

/// Runs ffprobe, counting the frames by decoding them.
func probeVideo(_ url: URL, ffprobe: URL) throws -> VideoProbe {
  let result = try run(
    ffprobe,
    [
      "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
      "stream=codec_name,pix_fmt,width,height,nb_read_frames:format=duration", "-of", "json", url.path,
    ])
  guard result.status == 0,
    let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any],
    let stream = (json["streams"] as? [[String: Any]])?.first,
    let format = json["format"] as? [String: Any]
  else { throw TestFailure("ffprobe could not read \(url.path): \(result.error)") }
  return VideoProbe(
    codec: stream["codec_name"] as? String ?? "", pixelFormat: stream["pix_fmt"] as? String ?? "",
    width: stream["width"] as? Int ?? 0, height: stream["height"] as? Int ?? 0,
    frames: Int(stream["nb_read_frames"] as? String ?? "") ?? -1,
    duration: Double(format["duration"] as? String ?? "") ?? -1)
}

/// Frame `index` of a video decoded by ffmpeg to straight RGBA pixels.
func decodeFrame(_ index: Int, of url: URL, width: Int, height: Int, ffmpeg: URL) throws -> [UInt8] {
  let output = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-frame-\(UUID()).rgba")
  defer { try? FileManager.default.removeItem(at: output) }
  let result = try run(
    ffmpeg,
    [
      "-v", "error", "-i", url.path, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1", "-f", "rawvideo",
      "-pix_fmt", "rgba", "-y", output.path,
    ])
  let data = try Data(contentsOf: output)
  guard result.status == 0, data.count == width * height * 4 else {
    throw TestFailure(
      "ffmpeg could not decode frame \(index) of \(url.path): \(result.error) (\(data.count) bytes)")
  }
  return [UInt8](data)
}

/// The mean absolute difference of the colour channels (and of alpha when `alpha`), 0…255, over
/// the region both images cover.
func meanDifference(_ image: Image, _ pixels: [UInt8], width: Int, alpha: Bool) -> Double {
  var total = 0
  var count = 0
  for y in 0..<image.height {
    for x in 0..<image.width {
      let a = (y * image.width + x) * 4
      let b = (y * width + x) * 4
      for channel in 0..<(alpha ? 4 : 3) {
        total += abs(Int(image.pixels[a + channel]) - Int(pixels[b + channel]))
        count += 1
      }
    }
  }
  return Double(total) / Double(count)
}
