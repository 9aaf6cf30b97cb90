// swift-tools-version: 6.2
import PackageDescription

/// Every target of ours is compiled in Swift 6 language mode with warnings as errors:
/// the workshop reads this code, so the compiler must have nothing to say about it.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "ArchitectureWorkshop",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // Shared: everything that is not presentation, written once.
        .target(name: "Domain", path: "Shared/Domain", swiftSettings: strict),
        .systemLibrary(
            name: "CTurboJPEG",
            path: "Shared/CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        .target(name: "Imaging", dependencies: ["Domain", "CTurboJPEG"], path: "Shared/Imaging", swiftSettings: strict),
        .target(name: "Camera", dependencies: ["Imaging"], path: "Shared/Camera", swiftSettings: strict),
        .target(
            name: "Storage",
            dependencies: ["Domain", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Shared/Storage",
            swiftSettings: strict
        ),

        // Benchmarks (`make bench`).
        .executableTarget(
            name: "imaging-benchmark",
            dependencies: ["Imaging", "Camera"],
            path: "Benchmarks/Performance/ImagingBenchmark",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "photo-cells",
            dependencies: ["Imaging"],
            path: "Benchmarks/Performance/PhotoCellsCommand",
            swiftSettings: strict
        ),

        // Tests of the shared modules, against real components.
        .testTarget(name: "DomainTests", dependencies: ["Domain"], swiftSettings: strict),
        .testTarget(name: "CameraTests", dependencies: ["Camera", "Imaging"], swiftSettings: strict),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging", "Domain"], swiftSettings: strict),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "Domain"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
