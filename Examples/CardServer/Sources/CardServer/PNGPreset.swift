import ArgumentParser
import Diorama

/// Diorama's PNG presets, by the names the `--png` option takes.
enum PNGPreset: String, CaseIterable, ExpressibleByArgument {
  case fast, standard, compact
  case `default`

  var options: PNGEncodingOptions {
    switch self {
    case .fast: .fast
    case .standard: .standard
    case .compact: .compact
    case .default: .default
    }
  }
}
