import Diorama
import Foundation
import Testing

/// Expects `image` to match the reference `References/<test>/<name>.png` next to the calling
/// test file, recording an issue in the current Swift Testing test otherwise (see
/// ``ReferenceImage`` for recording and failure artifacts).
public func expectMatchesReference(
  _ image: Image, named name: String, checker: ReferenceImage = ReferenceImage(),
  test: String = #function, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = ReferenceImage.referenceURL(testFilePath: filePath, test: test, name: name)
  do {
    let outcome = try checker.check(image, against: url)
    if !outcome.passed {
      Issue.record(
        Comment(rawValue: checker.failureMessage(for: outcome, reference: url)),
        sourceLocation: sourceLocation)
    }
  } catch {
    Issue.record(Comment(rawValue: "Could not check \(url.path): \(error)"), sourceLocation: sourceLocation)
  }
}

/// Renders `view` alone and expects it to match a reference image.
public func expectMatchesReference(
  _ view: View, named name: String, scale: CGFloat = 1, backgroundColor: Color? = .white,
  checker: ReferenceImage = ReferenceImage(), test: String = #function, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    let image = try view.renderImage(scale: scale, backgroundColor: backgroundColor)
    expectMatchesReference(
      image, named: name, checker: checker, test: test, filePath: filePath, sourceLocation: sourceLocation)
  } catch {
    Issue.record(Comment(rawValue: "Could not render \(view): \(error)"), sourceLocation: sourceLocation)
  }
}

/// Renders `scene` and expects it to match a reference image.
public func expectMatchesReference(
  _ scene: Scene, named name: String, checker: ReferenceImage = ReferenceImage(), test: String = #function,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    expectMatchesReference(
      try scene.renderImage(), named: name, checker: checker, test: test, filePath: filePath,
      sourceLocation: sourceLocation)
  } catch {
    Issue.record(Comment(rawValue: "Could not render the scene: \(error)"), sourceLocation: sourceLocation)
  }
}
