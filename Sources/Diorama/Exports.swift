// `import Diorama` imports Foundation too, as `import UIKit` does on iOS: the geometry types
// (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`), `URL` and `TimeInterval` that Diorama's API uses are
// Foundation's, so a program that imports only Diorama can name them, and code ported from UIKit
// keeps its imports. The README and the module's overview say so.
@_exported import Foundation
