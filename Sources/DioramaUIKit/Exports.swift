// `import DioramaUIKit` imports Diorama (and through it Foundation) too, as `import UIKit` imports
// Foundation and Core Graphics' geometry: a file ported from UIKit needs this one import, and the
// native names (`View`, `Layer`, `LayoutConstraint`) stay visible beside UIKit's.
@_exported import Diorama
