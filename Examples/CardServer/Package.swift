// swift-tools-version: 6.0
import PackageDescription

// An HTTP server that renders a share card per request with Diorama, on Hummingbird 2.
let package = Package(
  name: "CardServer",
  dependencies: [
    .package(name: "Diorama", path: "../.."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    .executableTarget(
      name: "CardServer",
      dependencies: [
        .product(name: "Diorama", package: "Diorama"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    )
  ]
)
