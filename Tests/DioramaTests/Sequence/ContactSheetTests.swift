import Foundation
import Testing

@testable import Diorama

@Suite struct ContactSheetTests {
  typealias Support = SequenceTestSupport

  @Test func theSheetShowsEveryNthFrameAndTheLastInAGrid() throws {
    try Support.withFolder { folder in
      let url = folder.appendingPathComponent("sheet.png")
      let sheet = ContactSheetOptions(url: url, every: 4, columns: 2, thumbnailWidth: 32)
      let options = SequenceOptions(framesPerSecond: 18, length: .frames(10), contactSheet: sheet)
      try SequenceRecorder(options: options).record(
        Support.slidingSquare(), to: folder.appendingPathComponent("frames"))
      // Frames 0, 4, 8 and 9 in 2 columns × 2 rows of 32 × 24 thumbnails: margins 24, gaps 16,
      // a 40-point header and a 22-point caption under each row.
      let image = try Image(contentsOf: url)
      #expect(image.width == 2 * 24 + 2 * 32 + 16)
      #expect(image.height == 2 * 24 + 40 + 2 * (24 + 22) + 16)
      // The first thumbnail shows the square on the left, the last (frame 9) further right.
      let top = 24 + 40
      #expect(image[x: 24 + 4, y: top + 12].r > 200 && image[x: 24 + 4, y: top + 12].g < 80)
      let lastLeft = 24 + 32 + 16
      let lastTop = top + 24 + 22 + 16
      #expect(image[x: lastLeft + 4, y: lastTop + 12].g > 200)  // the square has moved away
    }
  }

  @Test func theStepIsChosenToFitTheThumbnailCap() {
    let options = ContactSheetOptions(url: URL(fileURLWithPath: "/dev/null"), maximumThumbnails: 24)
    #expect(options.step(forFrameCount: 181) == 8)  // 0, 8, …, 176 and 180: 24 thumbnails
    #expect(options.step(forFrameCount: 10) == 1)
    #expect(
      ContactSheetOptions(url: URL(fileURLWithPath: "/dev/null"), every: 5).step(forFrameCount: 181) == 5)
  }
}
