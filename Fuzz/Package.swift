// swift-tools-version: 6.0
// libFuzzer targets for Diorama, in a package of their own so that ordinary builds never
// compile them. Build and run them with `make fuzz` (see Fuzz/README.md).
import PackageDescription

let package = Package(
  name: "DioramaFuzz",
  dependencies: [.package(name: "Diorama", path: "..")],
  targets: [
    .target(name: "LibFuzzerDriver"),
    .executableTarget(
      name: "fuzz-solver",
      dependencies: ["LibFuzzerDriver", .product(name: "Cassowary", package: "Diorama")]
    ),
    .executableTarget(
      name: "fuzz-png",
      dependencies: ["LibFuzzerDriver", .product(name: "Diorama", package: "Diorama")]
    ),
  ]
)
