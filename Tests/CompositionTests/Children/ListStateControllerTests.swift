import CompositionChildren
import Presentation
import TerminalUI
import Testing

/// The list state child alone: loading, empty or failed with its button, or its content child —
/// whichever it is told; it reports the button pressed.
@MainActor
@Suite("MVC-Composition · List state child")
struct ListStateControllerTests {
    enum Output: Equatable {
        case action
    }

    let driver = makeDriver()
    let rows = CaptionController()
    let sut: ListStateController
    let outputs = Outputs<Output>()

    init() {
        rows.text = "The rows themselves"
        sut = ListStateController(showing: rows, actionTitle: "Retry")
        sut.onAction = { [outputs] in outputs.record(.action) }
    }

    @Test func itStartsLoadingWithItsContentHidden() async {
        await driver.start(ChildHost(showing: sut))

        #expect(sut.state == .loading)
        #expect(driver.shows("Loading..."))
        #expect(!driver.shows("The rows themselves") && !driver.shows("Retry"))
    }

    @Test func contentShowsItsContentChildAlone() async {
        await driver.start(ChildHost(showing: sut))

        sut.state = .content
        await driver.settle()

        #expect(driver.shows("The rows themselves"))
        #expect(!driver.shows("Loading...") && !driver.shows("Retry"))
        #expect(rows.parent === sut, "the content is its child")
    }

    @Test func emptySaysWhyAndItsButtonReportsEachPress() async {
        await driver.start(ChildHost(showing: sut))

        sut.state = .empty(message: "There aren't any players for your user.")
        await driver.settle()
        #expect(driver.shows("There aren't any players for your user.") && driver.shows("[ Retry ]"))
        #expect(!driver.shows("The rows themselves") && !driver.shows("Loading..."))
        await driver.press(.enter)

        #expect(outputs.recorded == [.action])
    }

    @Test func failedSaysWhyAndItsButtonReportsEachPress() async throws {
        await driver.start(ChildHost(showing: sut))

        sut.state = .failed(message: "Unable to load the players: Cannot reach the server.")
        await driver.settle()
        #expect(driver.shows("Unable to load the players: Cannot reach the server."))
        await driver.press(.enter)
        let retry = try #require(driver.position(of: "[ Retry ]"))
        await driver.click(x: retry.x, y: retry.y)

        #expect(outputs.recorded == [.action, .action])
    }

    @Test func theButtonReportsNothingWhileLoadingOrShowingTheContent() async {
        await driver.start(ChildHost(showing: sut))

        await driver.press(.enter)
        sut.state = .content
        await driver.settle()
        await driver.press(.enter)

        #expect(outputs.recorded.isEmpty)
    }
}
