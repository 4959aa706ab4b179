import Diorama
import Foundation
import XCTest

/// XCTest's counterpart of ``expectMatchesReference(_:named:checker:test:filePath:sourceLocation:)-(Image,_,_,_,_,_)``:
/// fails the current test with a message naming the reference and the failure images.
public func XCTAssertMatchesReference(
  _ image: Image, named name: String, checker: ReferenceImage = ReferenceImage(), test: String = #function,
  file: StaticString = #filePath, line: UInt = #line
) {
  let url = ReferenceImage.referenceURL(testFilePath: "\(file)", test: test, name: name)
  do {
    let outcome = try checker.check(image, against: url)
    if !outcome.passed {
      XCTFail(checker.failureMessage(for: outcome, reference: url), file: file, line: line)
    }
  } catch {
    XCTFail("Could not check \(url.path): \(error)", file: file, line: line)
  }
}

/// Renders `scene` and fails the current XCTest test unless it matches a reference image.
public func XCTAssertMatchesReference(
  _ scene: Scene, named name: String, checker: ReferenceImage = ReferenceImage(), test: String = #function,
  file: StaticString = #filePath, line: UInt = #line
) {
  do {
    XCTAssertMatchesReference(
      try scene.renderImage(), named: name, checker: checker, test: test, file: file, line: line)
  } catch {
    XCTFail("Could not render the scene: \(error)", file: file, line: line)
  }
}
