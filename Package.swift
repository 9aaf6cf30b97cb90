// swift-tools-version: 6.2
import PackageDescription

#if os(macOS)
    import Foundation

    /// macOS's own ncurses (5.7) has no extended colour pairs, so on a Mac the terminal UI uses
    /// Homebrew's (`brew install ncurses`), which is keg-only: its headers and library are named here,
    /// wherever Homebrew lives (Apple silicon or Intel). pkg-config is not used for it: the flags its
    /// file gives include -D ones SwiftPM refuses with a warning, on Linux as on macOS.
    let homebrewNcurses =
        ["/opt/homebrew/opt/ncurses", "/usr/local/opt/ncurses"]
        .first { FileManager.default.fileExists(atPath: $0) } ?? "/opt/homebrew/opt/ncurses"
    let platformSettings: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-I\(homebrewNcurses)/include"])]
    let ncursesLinking: [LinkerSetting] = [.unsafeFlags(["-L\(homebrewNcurses)/lib"])]
#else
    let platformSettings: [SwiftSetting] = []
    /// Debian's ncursesw keeps the terminal database functions in a library of their own.
    let ncursesLinking: [LinkerSetting] = [.linkedLibrary("tinfo")]
#endif

/// Every target of ours is compiled in Swift 6 language mode. Where the project checks itself —
/// CI, and anyone who sets WARNINGS_AS_ERRORS=1 — warnings are errors: the workshop reads this
/// code, so the compiler must have nothing to say about it. Not on a participant's laptop: a
/// compiler newer or older than CI's may warn about something new, and that must not stop a
/// build in the room.
let warningsAreErrors = Context.environment["WARNINGS_AS_ERRORS"] == "1"
let strict: [SwiftSetting] = (warningsAreErrors ? [.treatAllWarnings(as: .error)] : []) + platformSettings
/// The variants also see a module's members only where a file imports it (SE-0444): "the roles
/// that decide never touch the terminal kit" is then a compile error, not only a rule's test.
let variantSettings: [SwiftSetting] = strict + [.enableUpcomingFeature("MemberImportVisibility")]

/// The platforms whose SHA-256 comes from libcrypto: every one without CryptoKit.
let withoutCryptoKit: [Platform] = [.linux, .android, .openbsd, .windows, .wasi]

/// What every app's `main.swift` needs beside its variant library.
func appDependencies(_ variant: Target.Dependency) -> [Target.Dependency] {
    [variant, "AppSupport", "Domain", "TerminalUI", .product(name: "ArgumentParser", package: "swift-argument-parser")]
}

/// What a My Cards variant may import: Gather's, plus the camera and photos.
let myCardsDependencies: [Target.Dependency] = [
    "Domain", "Presentation", "TerminalUI", "AppSupport", "Camera", "Imaging",
]

/// The workshop's exercises, one folder each under Workshop/Exercises: adding one is a line here
/// (a test checks that this list and the folders agree).
let exercises = [
    "01-team-balance",
    "02-player-gathers",
    "03-rematch",
    "04-undo-delete",
    "05-kill-the-mutant",
]

/// Of those, the ones that ask for a unit test that kills a planted mutant (their `mutants/`),
/// not for a change an acceptance scenario checks.
let mutantExercises: Set<String> = ["05-kill-the-mutant"]

let package = Package(
    name: "ArchitectureWorkshop",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "backend", targets: ["BackendApp"]),
        .executable(name: "tui-demo", targets: ["TUIDemo"]),
        .executable(name: "metrics", targets: ["MetricsCommand"]),
        .executable(name: "board", targets: ["BoardCommand"]),
        .executable(name: "mutants", targets: ["MutantsCommand"]),
        .executable(name: "MyCardsMVC", targets: ["MyCardsMVCApp"]),
        .executable(name: "MyCardsMVVM", targets: ["MyCardsMVVMApp"]),
        .executable(name: "gather-mvc", targets: ["GatherMVCApp"]),
        .executable(name: "gather-mvvm", targets: ["GatherMVVMApp"]),
        .executable(name: "MyCardsMVP", targets: ["MyCardsMVPApp"]),
        .executable(name: "gather-mvp", targets: ["GatherMVPApp"]),
        .executable(name: "MyCardsMVPC", targets: ["MyCardsMVPCApp"]),
        .executable(name: "gather-mvpc", targets: ["GatherMVPCApp"]),
        .executable(name: "MyCardsVIPER", targets: ["MyCardsVIPERApp"]),
        .executable(name: "gather-viper", targets: ["GatherVIPERApp"]),
        .executable(name: "MyCardsVIP", targets: ["MyCardsVIPApp"]),
        .executable(name: "gather-vip", targets: ["GatherVIPApp"]),
        .executable(name: "MyCardsUDF", targets: ["MyCardsUDFApp"]),
        .executable(name: "gather-udf", targets: ["GatherUDFApp"]),
        .executable(name: "MyCardsComposition", targets: ["MyCardsCompositionApp"]),
        .executable(name: "gather-composition", targets: ["GatherCompositionApp"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // No traits: the server needs neither swift-configuration nor URL-encoded forms.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // Shared: everything that is not presentation, written once.
        .target(name: "Domain", path: "Shared/Domain", swiftSettings: strict),
        .systemLibrary(
            name: "CTurboJPEG",
            path: "Shared/CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]
        ),
        .target(
            name: "Imaging", dependencies: ["Domain", "CTurboJPEG"], path: "Shared/Imaging", swiftSettings: strict),
        .target(
            name: "Camera", dependencies: ["Imaging", "Presentation"], path: "Shared/Camera", swiftSettings: strict),
        // No pkgConfig: its -D flags are ones SwiftPM refuses (with a warning); the shim sets them,
        // and on macOS `homebrewNcurses` above says where the library is.
        .systemLibrary(
            name: "CNcursesw", path: "Shared/CNcursesw", providers: [.apt(["libncursesw5-dev"]), .brew(["ncurses"])]),
        .target(name: "CTerminalGuard", path: "Shared/CTerminalGuard"),
        // SHA-256 from the platform: CryptoKit on Apple's systems, OpenSSL's libcrypto elsewhere.
        .systemLibrary(
            name: "CLibcrypto",
            path: "Shared/CLibcrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .yum(["openssl-devel"])]
        ),
        .target(
            name: "Hashing",
            dependencies: ["Domain", .target(name: "CLibcrypto", condition: .when(platforms: withoutCryptoKit))],
            path: "Shared/Hashing",
            swiftSettings: strict
        ),
        .target(name: "Presentation", path: "Shared/Presentation", swiftSettings: strict),
        .target(
            name: "TerminalUI",
            dependencies: ["CNcursesw", "CTerminalGuard", "Imaging", "Presentation"],
            path: "Shared/TerminalUI",
            swiftSettings: strict,
            linkerSettings: ncursesLinking
        ),
        .executableTarget(
            name: "TUIDemo",
            // MVC-Composition's reusable children too: they know no model, so the gallery can show them.
            dependencies: ["Presentation", "TerminalUI", "Imaging", "Camera", "CompositionChildren"],
            path: "Shared/TUIDemo",
            swiftSettings: strict
        ),
        .target(
            name: "Storage",
            dependencies: ["Domain", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Shared/Storage",
            swiftSettings: strict
        ),
        .target(
            name: "Backend",
            dependencies: [
                "Domain", "Storage", "Imaging",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOPosix", package: "swift-nio"),
                "Hashing",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Shared/Backend",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "BackendApp",
            dependencies: [
                "Backend", "Storage", "Domain",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Shared/BackendApp",
            swiftSettings: strict
        ),
        .target(
            name: "AppSupport",
            dependencies: [
                "Domain", "Storage", "Networking", "Camera", "Imaging", "TerminalUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Shared/AppSupport",
            swiftSettings: strict
        ),
        .target(
            name: "Networking",
            dependencies: [
                "Domain",
                "Hashing",
                // Plain HTTP over SwiftNIO (PlainHTTPExchange): already built for the backend.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Shared/Networking",
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
        .executableTarget(
            name: "bench-seed",
            dependencies: [
                "AppSupport", "Domain", "Storage", "Imaging", "Camera",
            ],
            path: "Benchmarks/Performance/BenchSeed",
            swiftSettings: strict
        ),

        // Fuzz targets (`make fuzz`): libFuzzer drives them in a -sanitize=fuzzer build; a plain
        // build makes them replayers of their corpus and of every crasher found.
        .target(name: "CFuzzer", path: "Fuzz/CFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzer"], path: "Fuzz/Support", swiftSettings: strict),
        .executableTarget(
            name: "fuzz-imaging", dependencies: ["FuzzSupport", "Imaging", "Camera"], path: "Fuzz/Imaging",
            swiftSettings: strict),
        .executableTarget(
            name: "fuzz-terminal-input", dependencies: ["FuzzSupport", "TerminalUI"], path: "Fuzz/TerminalInput",
            swiftSettings: strict),
        .executableTarget(
            name: "fuzz-text-field", dependencies: ["FuzzSupport", "TerminalUI"], path: "Fuzz/TextField",
            swiftSettings: strict),
        .executableTarget(
            name: "fuzz-card-import", dependencies: ["FuzzSupport", "Networking", "Domain", "Imaging"],
            path: "Fuzz/CardImport", swiftSettings: strict),
        .executableTarget(
            name: "fuzz-backend-payloads", dependencies: ["FuzzSupport", "Backend"], path: "Fuzz/BackendPayloads",
            swiftSettings: strict),

        // The crash test's writer (scripts/crash-test.sh, `make crash-test`).
        .executableTarget(
            name: "card-writer", dependencies: ["Storage", "Domain", "Imaging"], path: "Reliability/CardWriter",
            swiftSettings: strict),
        // A program that takes the terminal over and crashes: the live terminal tests' fixture.
        .executableTarget(
            name: "terminal-crash", dependencies: ["TerminalUI"], path: "Reliability/TerminalCrash",
            swiftSettings: strict),

        // Variants: presentation only, one library per app and pattern, and its executable.
        .target(
            name: "MyCardsMVC", dependencies: myCardsDependencies, path: "Variants/MVC/MyCards",
            swiftSettings: variantSettings),
        .executableTarget(
            name: "MyCardsMVCApp", dependencies: appDependencies("MyCardsMVC"), path: "Variants/MVC/MyCardsApp",
            swiftSettings: strict),
        .target(
            name: "GatherMVC", dependencies: ["Domain", "Presentation", "TerminalUI", "AppSupport"],
            path: "Variants/MVC/Gather", swiftSettings: variantSettings),
        .executableTarget(
            name: "GatherMVCApp", dependencies: appDependencies("GatherMVC"), path: "Variants/MVC/GatherApp",
            swiftSettings: strict),
        // MVC-Composition: the children both apps reuse, which import no Domain (a rule of the pattern).
        .target(
            name: "CompositionChildren", dependencies: ["Presentation", "TerminalUI", "Imaging"],
            path: "Variants/Composition/Children", swiftSettings: variantSettings),
        .target(
            name: "MyCardsComposition", dependencies: myCardsDependencies + ["CompositionChildren"],
            path: "Variants/Composition/MyCards", swiftSettings: variantSettings),
        .executableTarget(
            name: "MyCardsCompositionApp", dependencies: appDependencies("MyCardsComposition"),
            path: "Variants/Composition/MyCardsApp", swiftSettings: strict),
        .target(
            name: "GatherComposition",
            dependencies: ["Domain", "Presentation", "TerminalUI", "AppSupport", "CompositionChildren"],
            path: "Variants/Composition/Gather", swiftSettings: variantSettings),
        .executableTarget(
            name: "GatherCompositionApp", dependencies: appDependencies("GatherComposition"),
            path: "Variants/Composition/GatherApp", swiftSettings: strict),
        .target(
            name: "MyCardsMVVM", dependencies: myCardsDependencies, path: "Variants/MVVM/MyCards",
            swiftSettings: variantSettings),
        .executableTarget(
            name: "MyCardsMVVMApp", dependencies: appDependencies("MyCardsMVVM"), path: "Variants/MVVM/MyCardsApp",
            swiftSettings: strict),
        .target(
            name: "GatherMVVM", dependencies: ["Domain", "Presentation", "TerminalUI", "AppSupport"],
            path: "Variants/MVVM/Gather", swiftSettings: variantSettings),
        .executableTarget(
            name: "GatherMVVMApp", dependencies: appDependencies("GatherMVVM"), path: "Variants/MVVM/GatherApp",
            swiftSettings: strict),
        .target(
            name: "MyCardsMVP", dependencies: myCardsDependencies, path: "Variants/MVP/MyCards",
            swiftSettings: variantSettings),
        .executableTarget(
            name: "MyCardsMVPApp", dependencies: appDependencies("MyCardsMVP"), path: "Variants/MVP/MyCardsApp",
            swiftSettings: strict),
        .target(
            name: "GatherMVP", dependencies: ["Domain", "Presentation", "TerminalUI", "AppSupport"],
            path: "Variants/MVP/Gather", swiftSettings: variantSettings),
        .executableTarget(
            name: "GatherMVPApp", dependencies: appDependencies("GatherMVP"), path: "Variants/MVP/GatherApp",
            swiftSettings: strict),
        .target(
            name: "MyCardsMVPC", dependencies: myCardsDependencies, path: "Variants/MVPC/MyCards",
            swiftSettings: variantSettings),
        .executableTarget(
            name: "MyCardsMVPCApp", dependencies: appDependencies("MyCardsMVPC"), path: "Variants/MVPC/MyCardsApp",
            swiftSettings: strict),
        .target(
            name: "GatherMVPC", dependencies: ["Domain", "Presentation", "TerminalUI", "AppSupport"],
            path: "Variants/MVPC/Gather", swiftSettings: variantSettings),
        .executableTarget(
            name: "GatherMVPCApp", dependencies: appDependencies("GatherMVPC"), path: "Variants/MVPC/GatherApp",
            swiftSettings: strict),
        .target(
            name: "MyCardsVIPER", dependencies: myCardsDependencies, path: "Variants/VIPER/MyCards",
            swiftSettings: variantSettings),
        .executableTarget(
            name: "MyCardsVIPERApp", dependencies: appDependencies("MyCardsVIPER"), path: "Variants/VIPER/MyCardsApp",
            swiftSettings: strict),
        .target(
            name: "GatherVIPER", dependencies: ["Domain", "Presentation", "TerminalUI", "AppSupport"],
            path: "Variants/VIPER/Gather", swiftSettings: variantSettings),
        .executableTarget(
            name: "GatherVIPERApp", dependencies: appDependencies("GatherVIPER"), path: "Variants/VIPER/GatherApp",
            swiftSettings: strict),
        .target(
            name: "MyCardsVIP", dependencies: myCardsDependencies, path: "Variants/VIP/MyCards",
            swiftSettings: variantSettings),
        .executableTarget(
            name: "MyCardsVIPApp", dependencies: appDependencies("MyCardsVIP"), path: "Variants/VIP/MyCardsApp",
            swiftSettings: strict),
        .target(
            name: "GatherVIP", dependencies: ["Domain", "Presentation", "TerminalUI", "AppSupport"],
            path: "Variants/VIP/Gather", swiftSettings: variantSettings),
        .executableTarget(
            name: "GatherVIPApp", dependencies: appDependencies("GatherVIP"), path: "Variants/VIP/GatherApp",
            swiftSettings: strict),
        .target(
            name: "MyCardsUDF", dependencies: myCardsDependencies, path: "Variants/UDF/MyCards",
            swiftSettings: variantSettings),
        .executableTarget(
            name: "MyCardsUDFApp", dependencies: appDependencies("MyCardsUDF"), path: "Variants/UDF/MyCardsApp",
            swiftSettings: strict),
        .target(
            name: "GatherUDF", dependencies: ["Domain", "Presentation", "TerminalUI", "AppSupport"],
            path: "Variants/UDF/Gather", swiftSettings: variantSettings),
        .executableTarget(
            name: "GatherUDFApp", dependencies: appDependencies("GatherUDF"), path: "Variants/UDF/GatherApp",
            swiftSettings: strict),

        // The comparison report (`make metrics`).
        .target(
            name: "MetricsKit",
            dependencies: [
                // The name rules a board's pair name follows, as the apps' names do.
                "Domain",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
            ],
            path: "Benchmarks/Metrics/MetricsKit",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "MutantsCommand",
            dependencies: ["MetricsKit", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Benchmarks/Metrics/MutantsCommand",
            swiftSettings: strict
        ),
        // The room's board (`make board`): the pairs' `make cost` rows, live, on Hummingbird.
        .target(
            name: "Board",
            dependencies: ["MetricsKit", "Domain", .product(name: "Hummingbird", package: "hummingbird")],
            path: "Benchmarks/Board/Board",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "BoardCommand",
            dependencies: [
                "Board", "MetricsKit", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/Board/BoardCommand",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "MetricsCommand",
            dependencies: ["MetricsKit", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Benchmarks/Metrics/MetricsCommand",
            swiftSettings: strict
        ),

        // Tests of the shared modules, against real components.
        .target(
            name: "TestSupport",
            dependencies: [
                "AppSupport", "Presentation", "TerminalUI", "Domain", "Camera", "Imaging",
                .product(name: "Logging", package: "swift-log"),
            ], path: "Tests/TestSupport", swiftSettings: strict),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "Domain", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging", "Domain", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "CameraTests", dependencies: ["Camera", "Imaging", "TerminalUI", "TestSupport"], swiftSettings: strict
        ),
        .testTarget(
            name: "AppSupportTests",
            dependencies: [
                "AppSupport", "Domain", "Networking", "Storage", "Backend", "TerminalUI", "TestSupport",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "TerminalUITests", dependencies: ["Presentation", "TerminalUI", "Imaging", "TestSupport"],
            swiftSettings: strict),
        // The scripted sessions of every variant: the parity suite's, and the workshop's
        // acceptance scenarios.
        .target(
            name: "ScenarioSupport",
            dependencies: [
                "GatherMVC", "GatherMVVM", "GatherMVP", "GatherMVPC", "GatherVIPER", "GatherVIP", "GatherUDF",
                "GatherComposition",
                "MyCardsMVC", "MyCardsMVVM", "MyCardsMVP", "MyCardsMVPC", "MyCardsVIPER", "MyCardsVIP", "MyCardsUDF",
                "MyCardsComposition",
                "AppSupport", "Backend", "Domain", "Hashing", "Storage", "TerminalUI", "TestSupport",
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
            ],
            path: "Tests/ScenarioSupport",
            swiftSettings: strict
        ),
        .testTarget(
            name: "ParityTests",
            dependencies: ["ScenarioSupport", "Imaging", "AppSupport", "Domain", "TerminalUI", "TestSupport"],
            exclude: ["Snapshots"], swiftSettings: strict),
        // Each exercise's folder holds its acceptance scenario (the only Swift there), its README,
        // the screens it expects and a solution per pattern; 05 asks for a test instead, and holds
        // the mutant it plants in each pattern.
        .testTarget(
            name: "WorkshopTests",
            dependencies: ["ScenarioSupport", "AppSupport", "Domain", "TerminalUI", "TestSupport"],
            path: "Workshop/Exercises",
            exclude: ["README.md", "check-times.json"]
                + exercises.flatMap { folder in
                    mutantExercises.contains(folder)
                        ? ["\(folder)/README.md", "\(folder)/hints.md", "\(folder)/solutions", "\(folder)/mutants"]
                        : [
                            "\(folder)/README.md", "\(folder)/hints.md", "\(folder)/expected-screens.txt",
                            "\(folder)/parity-changes.txt", "\(folder)/solutions",
                        ]
                },
            swiftSettings: strict
        ),
        // MutantFixture is a package of its own, which MutationFixturePackageTests builds.
        .testTarget(
            name: "MetricsTests", dependencies: ["MetricsKit"], exclude: ["MutantFixture"], swiftSettings: strict),
        .testTarget(name: "BoardTests", dependencies: ["Board", "MetricsKit", "TestSupport"], swiftSettings: strict),
        // The patterns' rules that can be read from the sources (MetricsKit's ArchitectureRules, which
        // the report lists too), each failing with the rule and the line.
        .testTarget(
            name: "ArchitectureTests",
            dependencies: ["MetricsKit"],
            swiftSettings: strict
        ),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "UDFTests",
            dependencies: [
                "GatherUDF", "MyCardsUDF", "Camera", "Imaging", "Presentation", "TerminalUI", "Domain", "TestSupport",
            ], swiftSettings: strict),
        .testTarget(
            name: "MVVMTests",
            dependencies: [
                "GatherMVVM", "MyCardsMVVM", "Camera", "Imaging", "Presentation", "TerminalUI", "Domain", "TestSupport",
            ], swiftSettings: strict),
        .testTarget(
            name: "MVPTests",
            dependencies: ["GatherMVP", "MyCardsMVP", "Camera", "Imaging", "Presentation", "Domain", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "MVPCTests",
            dependencies: [
                "GatherMVPC", "MyCardsMVPC", "Camera", "Imaging", "Presentation", "TerminalUI", "Domain", "TestSupport",
            ], swiftSettings: strict),
        .testTarget(
            name: "VIPERTests",
            dependencies: [
                "GatherVIPER", "MyCardsVIPER", "Camera", "Imaging", "Presentation", "TerminalUI", "Domain",
                "TestSupport",
            ], swiftSettings: strict),
        .testTarget(
            name: "VIPTests",
            dependencies: [
                "GatherVIP", "MyCardsVIP", "Camera", "Imaging", "Presentation", "TerminalUI", "Domain", "TestSupport",
            ], swiftSettings: strict),
        .testTarget(
            name: "CompositionTests",
            dependencies: [
                "GatherComposition", "MyCardsComposition", "CompositionChildren", "Camera", "Imaging", "Presentation",
                "Domain",
                "TerminalUI", "TestSupport",
            ], swiftSettings: strict),
        .testTarget(
            name: "MVCTests",
            dependencies: ["GatherMVC", "MyCardsMVC", "Camera", "Imaging", "Domain", "TerminalUI", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "NetworkingTests",
            dependencies: ["Networking", "Backend", "Storage", "Imaging", "Domain", "Hashing", "TestSupport"],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
