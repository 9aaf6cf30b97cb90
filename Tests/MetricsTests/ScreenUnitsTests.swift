import Testing

@testable import MetricsKit

/// The seed article's claims as the report measures them: the files a screen is made of, and
/// the MVC-Composition children two screens or more show.
@Suite("Screen units")
struct ScreenUnitsTests {
    private static func source(_ path: String, _ codeLines: Int, _ text: String = "") -> ScreenUnits.Source {
        .init(path: path, text: text, codeLines: codeLines)
    }

    let sources = [
        source("Variants/MVC/Gather/Login/LoginController.swift", 60),
        source("Variants/MVC/Gather/Login/LoginView.swift", 20),
        source("Variants/MVC/Gather/PlayerList/PlayerListController.swift", 200),
        source("Variants/MVC/GatherApp/main.swift", 10),
        source("Variants/Composition/Children/ButtonController.swift", 30, "public final class ButtonController"),
        source("Variants/Composition/Children/CaptionController.swift", 15, "public final class CaptionController"),
        source(
            "Variants/Composition/Gather/Login/LoginController.swift", 40, "let logIn = ButtonController(\"Log in\")"),
        source(
            "Variants/Composition/Gather/PlayerList/PlayerListController.swift", 120,
            "let confirm = ButtonController(\"Confirm\")\nlet caption = CaptionController()"),
        source(
            "Variants/Composition/MyCards/CardList/CardListController.swift", 80,
            "let more = ButtonController(\"More\")\nlet style: ButtonControllerStyle"),
        source(
            "Variants/Composition/MyCards/OutlinedImageController.swift", 25, "final class OutlinedImageController"),
        source("Variants/Composition/MyCards/Crop/CropController.swift", 50, "let image = OutlinedImageController()"),
        source(
            "Variants/Composition/MyCards/PhotoCapture/PhotoCaptureController.swift", 45,
            "let preview = OutlinedImageController()"),
    ]

    @Test func eachPatternsAppCountsItsScreensFilesAndTheirLengthsBothAppsFilesIncluded() throws {
        let sut = ScreenUnits.measure(sources, patterns: ["MVC", "Composition"])

        #expect(
            sut.rows.map { "\($0.pattern) \($0.app)" } == [
                "MVC Football Gather", "Composition Football Gather", "Composition My Cards",
            ])
        let mvc = try #require(sut.rows.first)
        #expect(mvc.screens == 2 && mvc.files == 3, "main.swift is the app's, not a screen's")
        #expect(mvc.medianCodeLines == 60 && mvc.filesUnderFifty == 1)
        #expect(mvc.longestCodeLines == 200 && mvc.longestFile == "PlayerListController")

        let gather = sut.rows[1]
        #expect(gather.screens == 2 && gather.files == 4, "the children both apps share count with each app")
        #expect(gather.medianCodeLines == 40 && gather.filesUnderFifty == 3)
        let cards = sut.rows[2]
        #expect(cards.screens == 3 && cards.files == 6, "a child beside the screens is no screen")
        #expect(cards.medianCodeLines == 45 && cards.filesUnderFifty == 4)
        #expect(cards.longestFile == "CardListController")
    }

    @Test func aChildIsReusedWhenTwoScreensNameItAndSavesItsLinesForEachScreenButOne() {
        let sut = ScreenUnits.measure(sources, patterns: ["Composition"])

        #expect(sut.reused.map(\.name) == ["ButtonController", "OutlinedImageController"], "Caption has one screen")
        #expect(sut.reused.first?.app == "Both apps")
        #expect(
            sut.reused.first?.screens == ["Football Gather/Login", "Football Gather/PlayerList", "My Cards/CardList"])
        #expect(sut.reused.first?.linesSaved == 60)
        #expect(sut.reused.last?.app == "My Cards")
        #expect(sut.reused.last?.linesSaved == 25)
    }

    @Test func theReportDrawsBothTablesWithTheSpokenNames() {
        var report = MetricsReport(
            files: [], patterns: ["MVC", "Composition"], apps: ["Football Gather", "My Cards"],
            environment: .init(date: "2026-12-02", toolchain: "Swift 6.3.1", cores: 2))
        report.units = ScreenUnits.measure(sources, patterns: ["MVC", "Composition"])

        let markdown = MarkdownReport.render(report)

        #expect(markdown.contains("| MVC | Football Gather | 3 | 1.5 | 60 | 1 of 3 | 200 (`PlayerListController`) |"))
        #expect(markdown.contains("| MVC-Composition | My Cards | 6 | 2.0 | 45 | 4 of 6 | 80 (`CardListController`) |"))
        #expect(markdown.contains("2 children are shown by two screens or more; written once, they save 85 code lines"))
        #expect(
            markdown.contains(
                "| `OutlinedImageController` | My Cards | 25 | 2: My Cards/Crop, My Cards/PhotoCapture | 25 |"))
    }
}
