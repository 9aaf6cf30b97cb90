import MetricsKit
import Testing

@Suite("What a variant's build and tests are")
struct BuildSelectionTests {
    let package = PackageTargets(targets: [
        .init(name: "GatherMVVM", path: "Variants/MVVM/Gather", type: "library", productMemberships: ["gather-mvvm"]),
        .init(
            name: "GatherMVVMApp", path: "Variants/MVVM/GatherApp", type: "executable",
            productMemberships: ["gather-mvvm"]),
        .init(
            name: "MVVMSupport", path: "Variants/MVVM/Support", type: "library",
            productMemberships: ["gather-mvvm", "MyCardsMVVM"]),
        .init(name: "MyCardsMVVM", path: "Variants/MVVM/MyCards", type: "library", productMemberships: ["MyCardsMVVM"]),
        .init(
            name: "MyCardsMVVMApp", path: "Variants/MVVM/MyCardsApp", type: "executable",
            productMemberships: ["MyCardsMVVM"]),
        .init(
            name: "Domain", path: "Shared/Domain", type: "library", productMemberships: ["gather-mvvm", "MyCardsMVVM"]),
    ])
    let files = [
        "Variants/MVVM/Gather/PlayerAdd/PlayerAddView.swift",
        "Variants/MVVM/Gather/PlayerAdd/PlayerAddViewModel.swift",
        "Variants/MVVM/Gather/PlayerList/PlayerListViewModel.swift",
        "Variants/MVVM/MyCards/CardDetails/CardDetailsView.swift",
    ]

    @Test func aVariantBuildsItsAppsTargetsAndThePatternsSupportAndTouchesTheDecidingFile() throws {
        let sut = try #require(VariantBuild(pattern: "MVVM", app: "Football Gather", package: package, files: files))

        #expect(sut.product == "gather-mvvm")
        #expect(sut.targets == ["GatherMVVM", "GatherMVVMApp", "MVVMSupport"])
        #expect(sut.touchedFile == "Variants/MVVM/Gather/PlayerAdd/PlayerAddViewModel.swift")
    }

    @Test func withoutTheDecidingRolesFileTheScreensFirstFileIsTouched() throws {
        let sut = try #require(VariantBuild(pattern: "MVVM", app: "My Cards", package: package, files: files))

        #expect(sut.touchedFile == "Variants/MVVM/MyCards/CardDetails/CardDetailsView.swift")
    }

    @Test func aPatternWithoutTheVariantHasNoBuild() {
        #expect(VariantBuild(pattern: "MVP", app: "Football Gather", package: package, files: files) == nil)
    }

    @Test func thePackagesTargetsAreReadFromSwiftPMsDescriptionAfterItsProgressLines() throws {
        let output = """
            Fetching https://github.com/apple/swift-log
            {"name": "x", "targets": [
              {"name": "GatherMVC", "path": "Variants/MVC/Gather", "type": "library", "product_memberships": ["gather-mvc"], "sources": []},
              {"name": "MVCTests", "path": "Tests/MVCTests", "type": "test"}
            ]}
            """

        let sut = try PackageTargets.read(describeOutput: output)

        #expect(sut.targets.map(\.name) == ["GatherMVC", "MVCTests"])
        #expect(sut.targets.first?.productMemberships == ["gather-mvc"])
        #expect(sut.targets.last?.productMemberships == [])
    }

    @Test func aDescriptionWithoutJSONIsAReadableError() {
        #expect(throws: CommandRunner.Failure.self) {
            try PackageTargets.read(describeOutput: "error: manifest parse failed")
        }
    }

    @Test func aVariantsTestsAreTheSuitesInItsAppsFolderNamedAfterTheirFiles() throws {
        let tests = [
            FileMetrics(
                path: "Tests/MVCTests/Gather/LoginControllerTests.swift", codeLines: 40, types: 1, protocols: 0,
                functions: [], tests: 3),
            FileMetrics(
                path: "Tests/MVCTests/Gather/GatherFixtures.swift", codeLines: 20, types: 1, protocols: 0,
                functions: [], tests: 0),
            FileMetrics(
                path: "Tests/MVCTests/Gather/GatherControllerTests.swift", codeLines: 40, types: 1, protocols: 0,
                functions: [], tests: 5),
            FileMetrics(
                path: "Tests/MVCTests/MyCards/CropControllerTests.swift", codeLines: 40, types: 1, protocols: 0,
                functions: [], tests: 2),
        ]

        let sut = try #require(VariantTests(pattern: "MVC", app: "Football Gather", files: tests))

        #expect(sut.suites == ["GatherControllerTests", "LoginControllerTests"])
        #expect(sut.filter == "^MVCTests\\.(GatherControllerTests|LoginControllerTests)(/|$)")
        #expect(VariantTests(pattern: "MVVM", app: "Football Gather", files: tests) == nil)
    }

    @Test func aTimingIsItsMedianAndRange() {
        #expect(TimingSample(runs: [3, 1, 2]).median == 2)
        #expect(TimingSample(runs: [4, 1, 2, 3]).median == 2.5)
        #expect(TimingSample(runs: [3, 1, 2]).fastest == 1)
        #expect(TimingSample(runs: [3, 1, 2]).slowest == 3)
    }
}
