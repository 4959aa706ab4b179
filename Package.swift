// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Diorama",
  products: [
    .library(name: "Diorama", targets: ["Diorama"]),
    // UIKit's, Core Animation's and Core Graphics' names over Diorama: ported code changes its imports only.
    .library(name: "DioramaUIKit", targets: ["DioramaUIKit"]),
    .library(name: "DioramaTesting", targets: ["DioramaTesting"]),
    // swift-snapshot-testing strategies, in a product of their own: only its users build that package.
    .library(name: "DioramaSnapshotTesting", targets: ["DioramaSnapshotTesting"]),
    // SVG rasterising through librsvg, in a product of its own: users of the core never link it.
    .library(name: "DioramaSVG", targets: ["DioramaSVG"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
    // A ready command line (list, render with frame ranges, shards, resume and video, assemble)
    // for an executable that lists its own scenes.
    .library(name: "DioramaRunner", targets: ["DioramaRunner"]),
    .executable(name: "diorama", targets: ["DioramaCLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Its `SnapshotTesting` library has no dependencies; swift-syntax (which the package also
    // declares) is built only for its `InlineSnapshotTesting`, which nothing here uses.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
  ],
  targets: [
    // System libraries, found with pkg-config and installed from Debian when missing.
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev", "fonts-dejavu-core"])]
    ),
    // Pango + PangoCairo (HarfBuzz shaping, FriBidi, fontconfig): every piece of text. The font
    // packages are the pinned set Diorama's own fontconfig configuration loads.
    .systemLibrary(
      name: "CPango",
      pkgConfig: "pangocairo",
      providers: [
        .apt([
          "libpango1.0-dev", "fonts-inter", "fonts-noto-core", "fonts-noto-cjk", "fonts-noto-color-emoji",
          "fonts-dejavu-core", "fonts-material-design-icons-iconfont",
        ])
      ]
    ),
    // libhyphen (TeX's hyphenation patterns, as LibreOffice uses them) and Debian's dictionaries
    // for it: the break points of hyphenated paragraphs. libhyphen has no pkg-config file.
    .systemLibrary(
      name: "CHyphen",
      providers: [.apt(["libhyphen-dev", "hyphen-en-us", "hyphen-de"])]
    ),
    .systemLibrary(
      name: "CPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]
    ),
    // libpng reports errors with longjmp, which Swift cannot catch: this small C
    // target keeps every setjmp inside C and hands Swift plain error codes. It decodes.
    .target(name: "CPNGSupport", dependencies: ["CPNG"]),
    // libdeflate: whole-buffer DEFLATE, zlib-compatible and about twice as fast as zlib.
    .systemLibrary(
      name: "CDeflate",
      pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"])]
    ),
    // The PNG encoder: row conversion and filters in C, libdeflate's zlib stream and CRC-32.
    .target(name: "CPNGEncoder", dependencies: ["CDeflate"]),
    // libjpeg-turbo through the libjpeg API (Debian's libjpeg-dev is libjpeg62-turbo-dev).
    .systemLibrary(
      name: "CJPEG",
      pkgConfig: "libjpeg",
      providers: [.apt(["libjpeg-dev"])]
    ),
    // libjpeg, like libpng, reports errors with longjmp: the setjmp stays in C here too.
    .target(name: "CJPEGSupport", dependencies: ["CJPEG"]),
    // librsvg (and the GLib/GIO it is built on) for DioramaSVG only.
    .systemLibrary(
      name: "CRsvg",
      pkgConfig: "librsvg-2.0",
      providers: [.apt(["librsvg2-dev"])]
    ),

    .target(name: "CMemoryHints"),
    .target(name: "Cassowary"),
    .target(
      name: "Diorama",
      dependencies: [
        "Cassowary", "CCairo", "CPango", "CHyphen", "CPNGSupport", "CPNGEncoder", "CJPEGSupport",
        "CMemoryHints",
      ]),
    .target(name: "DioramaUIKit", dependencies: ["Diorama"]),
    // The failure report (a folder of failed comparisons and its HTML page): written by the
    // test libraries, rewritten by `diorama report`; it links no test framework.
    .target(name: "DioramaReport", dependencies: ["Diorama"]),
    .target(name: "DioramaTesting", dependencies: ["Diorama", "DioramaReport"]),
    .target(
      name: "DioramaSnapshotTesting",
      dependencies: [
        "Diorama", "DioramaReport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .target(name: "DioramaSVG", dependencies: ["Diorama", "CRsvg"]),
    .target(name: "Demos", dependencies: ["Diorama"], path: "Demos"),
    // Videos are encoded by Debian's ffmpeg, run as a process: no library to link.
    .target(
      name: "DioramaRunner",
      dependencies: ["Diorama", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    .executableTarget(
      name: "DioramaCLI",
      dependencies: [
        "Diorama", "Demos", "DioramaReport", "DioramaRunner",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "conformance",
      dependencies: ["Diorama", "Cassowary"],
      path: "Sources/Conformance"
    ),
    .executableTarget(
      name: "diorama-bench",
      dependencies: [
        "Diorama", "Cassowary", "PinBuilderFloors", "DioramaRunner",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Benchmarks",
      // The peers are programs of their own (C, C++, Python, shell), built and run by the benchmarks.
      exclude: ["Peers", "PinBuilderFloors", "README.md"]
    ),
    // The cheapest possible `pin`-style builders, in a module of their own as `pin` is: what any
    // builder costs before PinLayout's rules (see `diorama-bench pin`).
    .target(name: "PinBuilderFloors", dependencies: ["Diorama"], path: "Benchmarks/PinBuilderFloors"),

    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    // Runs the built `conformance` executable over the sample case files.
    .testTarget(name: "ConformanceTests", dependencies: ["conformance"], resources: [.copy("Fixtures")]),
    .testTarget(
      name: "DioramaSVGTests", dependencies: ["DioramaSVG", "Diorama"], resources: [.copy("Fixtures")]),
    .testTarget(
      name: "DioramaTests",
      dependencies: ["Diorama", "DioramaTesting", "Demos", "Cassowary"],
      resources: [.copy("References"), .copy("Fixtures")]
    ),
    // The swift-snapshot-testing strategies and the failure report (with headless Chromium).
    .testTarget(
      name: "DioramaSnapshotTestingTests",
      dependencies: ["DioramaSnapshotTesting", "DioramaTesting", "Diorama"],
      exclude: ["__Snapshots__", "References"]
    ),
    // Runs the built `diorama` executable (and ffmpeg, ffprobe, GNU parallel) as processes.
    .testTarget(name: "DioramaRunnerTests", dependencies: ["DioramaRunner", "Diorama", "DioramaCLI"]),
    // Code written with UIKit's names, compiled through DioramaUIKit's aliases only.
    .testTarget(
      name: "DioramaUIKitTests", dependencies: ["DioramaUIKit", "DioramaTesting"],
      exclude: ["Originals", "References"]),
  ]
)
