import Foundation
import Testing

@testable import MetricsKit

@Suite("Cost of a change")
struct ChangeCostTests {
    /// A solution as `git diff` writes it: a protocol and a method added to a VIPER module's
    /// seams, a line of its presenter replaced, a new presenter file, and a test added.
    static let patch = """
        diff --git a/Tests/VIPERTests/Gather/PlayerAddPresenterTests.swift b/Tests/VIPERTests/Gather/PlayerAddPresenterTests.swift
        index 1111111..2222222 100644
        --- a/Tests/VIPERTests/Gather/PlayerAddPresenterTests.swift
        +++ b/Tests/VIPERTests/Gather/PlayerAddPresenterTests.swift
        @@ -1,3 +1,6 @@
         struct PlayerAddPresenterTests {
             @Test func one() {}
        +
        +    // The new rule.
        +    @Test func two() {}
         }
        diff --git a/Variants/VIPER/Gather/PlayerAdd/PlayerAddProtocols.swift b/Variants/VIPER/Gather/PlayerAdd/PlayerAddProtocols.swift
        index 3333333..4444444 100644
        --- a/Variants/VIPER/Gather/PlayerAdd/PlayerAddProtocols.swift
        +++ b/Variants/VIPER/Gather/PlayerAdd/PlayerAddProtocols.swift
        @@ -2,2 +2,6 @@ protocol PlayerAddViewProtocol {
             func setDoneEnabled(_ enabled: Bool)
         }
        +
        +protocol PlayerAddModuleOutput {
        +    func playerAdded()
        +}
        diff --git a/Variants/VIPER/Gather/PlayerAdd/PlayerAddPresenter.swift b/Variants/VIPER/Gather/PlayerAdd/PlayerAddPresenter.swift
        index 5555555..6666666 100644
        --- a/Variants/VIPER/Gather/PlayerAdd/PlayerAddPresenter.swift
        +++ b/Variants/VIPER/Gather/PlayerAdd/PlayerAddPresenter.swift
        @@ -1,3 +1,3 @@
         final class PlayerAddPresenter {
        -    let name = "old"
        +    let name = "new"
         }
        diff --git a/Variants/VIPER/Gather/PlayerGathers/PlayerGathersInteractor.swift b/Variants/VIPER/Gather/PlayerGathers/PlayerGathersInteractor.swift
        new file mode 100644
        index 0000000..7777777
        --- /dev/null
        +++ b/Variants/VIPER/Gather/PlayerGathers/PlayerGathersInteractor.swift
        @@ -0,0 +1,3 @@
        +final class PlayerGathersInteractor {
        +    struct Row {}
        +}

        """

    static let originals = [
        "Tests/VIPERTests/Gather/PlayerAddPresenterTests.swift":
            "struct PlayerAddPresenterTests {\n    @Test func one() {}\n}\n",
        "Variants/VIPER/Gather/PlayerAdd/PlayerAddProtocols.swift":
            "protocol PlayerAddViewProtocol {\n    func setDoneEnabled(_ enabled: Bool)\n}\n",
        "Variants/VIPER/Gather/PlayerAdd/PlayerAddPresenter.swift":
            "final class PlayerAddPresenter {\n    let name = \"old\"\n}\n",
    ]

    @Test func aPatchIsReadFileByFileAndRemakesTheFilesItChanges() throws {
        let sut = try UnifiedDiff(parsing: Self.patch)

        #expect(
            sut.files.map(\.path) == [
                "Tests/VIPERTests/Gather/PlayerAddPresenterTests.swift",
                "Variants/VIPER/Gather/PlayerAdd/PlayerAddProtocols.swift",
                "Variants/VIPER/Gather/PlayerAdd/PlayerAddPresenter.swift",
                "Variants/VIPER/Gather/PlayerGathers/PlayerGathersInteractor.swift",
            ])
        #expect(sut.files.map(\.kind) == [.modified, .modified, .modified, .added])
        let presenter = sut.files[2].applied(
            to: Self.originals["Variants/VIPER/Gather/PlayerAdd/PlayerAddPresenter.swift"] ?? "")
        #expect(presenter?.text == "final class PlayerAddPresenter {\n    let name = \"new\"\n}\n")
        #expect(presenter?.addedLines == [2])
        #expect(presenter?.removedLines == [2])
        #expect(sut.files[3].applied(to: "")?.text == "final class PlayerGathersInteractor {\n    struct Row {}\n}\n")
        #expect(
            sut.files[1].applied(to: Self.originals["Variants/VIPER/Gather/PlayerAdd/PlayerAddProtocols.swift"] ?? "")?
                .addedLines == [4, 5, 6, 7])
        #expect(sut.files[2].applied(to: "final class Elsewhere {}\n") == nil, "a hunk that does not fit is no file")
    }

    /// As `git apply` does: the file grew above the hunk since the patch was made, so its lines
    /// are found further down, and the lines added are counted where they land.
    @Test func aHunkWhoseLinesMovedIsFoundWhereTheyAre() throws {
        let sut = try UnifiedDiff(parsing: Self.patch)
        let grown =
            "import Domain\n\n" + (Self.originals["Variants/VIPER/Gather/PlayerAdd/PlayerAddProtocols.swift"] ?? "")

        #expect(sut.files[1].applied(to: grown)?.addedLines == [6, 7, 8, 9])
        #expect(
            sut.files[1].applied(to: grown)?.text.hasPrefix("import Domain\n\nprotocol PlayerAddViewProtocol {") == true
        )
    }

    @Test func aSolutionIsCountedByLayerWithTheTypesProtocolsAndTestsItAdds() throws {
        let sut = try ChangeCost.measure(
            exercise: "09-example", title: "Example", pattern: "VIPER", diff: UnifiedDiff(parsing: Self.patch)
        ) { Self.originals[$0] }

        #expect(sut.filesTouched == 2)
        #expect(sut.filesAdded == 1)
        #expect(sut.linesAdded == ["contracts": 3, "presentation logic": 1, "business logic": 3])
        #expect(sut.linesRemoved == ["contracts": 0, "presentation logic": 1, "business logic": 0])
        #expect(sut.typesAdded == 2)
        #expect(sut.protocolsAdded == 1)
        #expect(sut.testsAdded == 1)
        #expect(sut.testLinesAdded == 1, "a blank line and a comment are no code")
    }

    @Test func aSolutionThatDoesNotFitTheTreeIsAnError() throws {
        let diff = try UnifiedDiff(parsing: Self.patch)

        #expect(throws: ChangeCost.Failure.self) {
            try ChangeCost.measure(exercise: "09-example", title: "Example", pattern: "VIPER", diff: diff) { _ in
                "something else\n"
            }
        }
    }

    @Test func theReportComparesEachSolutionWithMVCsAndSaysWhatTheNumbersShow() {
        let mvc = ChangeCost(
            exercise: "09-example", title: "Example", pattern: "MVC", filesTouched: 1, filesAdded: 0,
            linesAdded: ["presentation logic": 10],
            linesRemoved: ["presentation logic": 2], typesAdded: 0, protocolsAdded: 0, testsAdded: 1, testLinesAdded: 6,
            sharedLinesAdded: 0
        )
        var viper = mvc
        viper.pattern = "VIPER"
        viper.linesAdded = ["presentation logic": 10, "contracts": 10]
        viper.protocolsAdded = 1
        viper.incrementalBuild = 4.25
        let files = [
            FileMetrics(
                path: "Variants/MVC/Gather/Login/LoginController.swift", codeLines: 100, types: 1, protocols: 0,
                functions: [], tests: 0),
            FileMetrics(
                path: "Variants/VIPER/Gather/Login/LoginPresenter.swift", codeLines: 100, types: 1, protocols: 0,
                functions: [], tests: 0),
        ]
        var report = MetricsReport(
            files: files, patterns: ["MVC", "VIPER"], apps: ["Football Gather"],
            environment: .init(date: "2026-11-25", toolchain: "Swift", cores: 2))

        report.addChangeCosts([mvc, viper], buildsDate: "2026-11-25")
        let markdown = MarkdownReport.render(report)

        #expect(markdown.contains("| 09 Example | +10 −2 | +20 −2 (2.00×) |"))
        #expect(markdown.contains("MVC makes this change in 10 added code lines over 1 file; VIPER in 2.00× as many."))
        #expect(markdown.contains("(contracts and assembly): MVC 0 %, VIPER 50 %."))
        #expect(
            markdown.contains("| VIPER | 1 / 0 | +20 −2 | +100 % | +10 −2 | +10 | 0 / 1 | 1 (6) | seconds |"),
            "one timed build: its order of magnitude")
        #expect(MarkdownReport.magnitude(12) == "tens of seconds")
        #expect(MarkdownReport.magnitude(75) == "minutes")
        #expect(HTMLReport.render(report).contains("+20 lines</text>"))
        #expect(
            HTMLReport.render(report).contains("<a href=\"reading/index.html\">the reading view</a>"),
            "the report links its reading view")
    }

    /// A test alone, as exercise 05 asks: a new test with two lines before its first
    /// expectation, and a spy the file did not have.
    static let testPatch = """
        diff --git a/Tests/MVPTests/MyCards/PhotoCapturePresenterTests.swift b/Tests/MVPTests/MyCards/PhotoCapturePresenterTests.swift
        index 1111111..2222222 100644
        --- a/Tests/MVPTests/MyCards/PhotoCapturePresenterTests.swift
        +++ b/Tests/MVPTests/MyCards/PhotoCapturePresenterTests.swift
        @@ -1,3 +1,18 @@
         struct PhotoCapturePresenterTests {
             @Test func one() { #expect(true) }
        +    let scheduler = ManualScheduler()
        +    let clock = ContinuousClock()
        +
        +    @Test func leavingStopsTheCamera() async {
        +        let camera = CameraSpy()
        +        // Acting is setup too.
        +        await camera.stop()
        +
        +        #expect(camera.stops == 1)
        +        #expect(camera.stops > 0)
        +    }
         }
        +
        +final class CameraSpy {
        +    var stops = 0
        +    func stop() async { stops += 1 }
        +}

        """

    @Test func aTestIsCountedWithItsLinesBeforeTheFirstExpectationItsDoublesAndWhatItTests() throws {
        let original = "struct PhotoCapturePresenterTests {\n    @Test func one() { #expect(true) }\n}\n"

        let sut = try ChangeCost.measure(
            exercise: "05-kill", title: "Kill", pattern: "MVP", diff: UnifiedDiff(parsing: Self.testPatch)
        ) { _ in original }

        #expect(sut.isTestsOnly)
        #expect(sut.testsAdded == 1)
        #expect(
            sut.testShape
                == TestShape(
                    doublesAdded: 1, doublesNeeded: 2, linesBeforeFirstExpectation: 2,
                    testedTypes: ["PhotoCapturePresenter"]))
        let change = try ChangeCost.measure(
            exercise: "09-example", title: "Example", pattern: "VIPER", diff: UnifiedDiff(parsing: Self.patch)
        ) { Self.originals[$0] }
        #expect(!change.isTestsOnly, "a change of code is no test alone")
    }

    /// The doubles a test uses, counted from the test: a spy its helper hands back that the test
    /// throws away (`let (sut, _)`) is not among them; the headless app MVC's test drives its
    /// controller in (a `…Driver`) is.
    @Test func aTestsDoublesAreTheOnesItUses() throws {
        let original = """
            struct PhotoCapturePresenterTests {
                let scheduler = ManualScheduler()
                private func makeSUT() -> (PhotoCapturePresenter, PhotoCaptureViewSpy) {
                    let view = PhotoCaptureViewSpy()
                    return (PhotoCapturePresenter(view: view, scheduler: scheduler), view)
                }
            }
            struct PhotoCaptureControllerTests {
                let driver = makeCardsDriver()
            }

            """
        let presenterTest = """
            diff --git a/Tests/MVPTests/MyCards/PhotoCaptureTests.swift b/Tests/MVPTests/MyCards/PhotoCaptureTests.swift
            --- a/Tests/MVPTests/MyCards/PhotoCaptureTests.swift
            +++ b/Tests/MVPTests/MyCards/PhotoCaptureTests.swift
            @@ -4,6 +4,10 @@
                     let view = PhotoCaptureViewSpy()
                     return (PhotoCapturePresenter(view: view, scheduler: scheduler), view)
                 }
            +    @Test func ignoresItsView() {
            +        let (sut, _) = makeSUT()
            +        #expect(sut.isRunning)
            +    }
             }
             struct PhotoCaptureControllerTests {
                 let driver = makeCardsDriver()

            """
        let controllerTest = """
            diff --git a/Tests/MVPTests/MyCards/PhotoCaptureTests.swift b/Tests/MVPTests/MyCards/PhotoCaptureTests.swift
            --- a/Tests/MVPTests/MyCards/PhotoCaptureTests.swift
            +++ b/Tests/MVPTests/MyCards/PhotoCaptureTests.swift
            @@ -7,4 +7,7 @@
             }
             struct PhotoCaptureControllerTests {
                 let driver = makeCardsDriver()
            +    @Test func drives() {
            +        #expect(driver.shows("Camera"))
            +    }
             }

            """

        let presenter = try ChangeCost.measure(
            exercise: "05-kill", title: "Kill", pattern: "MVP", diff: UnifiedDiff(parsing: presenterTest)
        ) { _ in original }
        let controller = try ChangeCost.measure(
            exercise: "05-kill", title: "Kill", pattern: "MVC", diff: UnifiedDiff(parsing: controllerTest)
        ) { _ in original }

        #expect(presenter.testShape?.doublesNeeded == 1, "the scheduler it runs on, not the view spy it threw away")
        #expect(controller.testShape?.doublesNeeded == 1, "the headless app it drives the controller in")
    }

    @Test func anExerciseOfTestsAloneGetsATableOfWhatATestCostNotOfCodeLines() {
        var mvc = ChangeCost(
            exercise: "05-kill", title: "Kill", pattern: "MVC", filesTouched: 0, filesAdded: 0, linesAdded: [:],
            linesRemoved: [:], typesAdded: 0, protocolsAdded: 0, testsAdded: 1, testLinesAdded: 7, sharedLinesAdded: 0
        )
        mvc.testShape = TestShape(
            doublesAdded: 0, doublesNeeded: 0, linesBeforeFirstExpectation: 5, testedTypes: ["PhotoCaptureController"])
        var vip = mvc
        vip.pattern = "VIP"
        vip.testLinesAdded = 14
        vip.testShape = TestShape(
            doublesAdded: 1, doublesNeeded: 3, linesBeforeFirstExpectation: 4, testedTypes: ["PhotoCaptureInteractor"])
        let files = [
            FileMetrics(
                path: "Variants/MVC/MyCards/Crop/CropController.swift", codeLines: 100, types: 1, protocols: 0,
                functions: [], tests: 0),
            FileMetrics(
                path: "Variants/VIP/MyCards/Crop/CropInteractor.swift", codeLines: 100, types: 1, protocols: 0,
                functions: [], tests: 0),
        ]
        var report = MetricsReport(
            files: files, patterns: ["MVC", "VIP"], apps: ["My Cards"],
            environment: .init(date: "2026-11-27", toolchain: "Swift", cores: 2))

        report.addChangeCosts([mvc, vip], buildsDate: nil)
        let markdown = MarkdownReport.render(report)

        #expect(markdown.contains("### 05 Kill: the cost of a test"))
        #expect(markdown.contains("MVC 7 code lines, VIP 14 code lines (2.00×)."))
        #expect(markdown.contains("| VIP | `PhotoCaptureInteractor` | 1 (14) | 4 | 3 | 1 |"))
        #expect(!markdown.contains("| 05 Kill | +0"), "no row in the code lines' table")
    }
}
