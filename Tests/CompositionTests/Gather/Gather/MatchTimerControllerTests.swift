import TerminalUI
import Testing

@testable import GatherComposition

/// The match timer child alone: it shows the time and the action it is told and reports its
/// three buttons — the container runs the clock.
@MainActor
@Suite("MVC-Composition · Match timer child")
struct MatchTimerControllerTests {
    enum Output: Equatable {
        case action
        case setTime
        case cancel
    }

    let driver = makeDriver()
    let sut = MatchTimerController()
    let outputs = Outputs<Output>()

    private func start() async {
        sut.onAction = { [outputs] in outputs.record(.action) }
        sut.onSetTime = { [outputs] in outputs.record(.setTime) }
        sut.onCancel = { [outputs] in outputs.record(.cancel) }
        await driver.start(ChildHost(showing: sut))
    }

    @Test func itStartsAtTenMinutesWithItsThreeButtons() async {
        await start()

        #expect(driver.shows("10:00"))
        #expect(driver.shows("[ Start ]", dimmed: false) && driver.shows("[ Set ]") && driver.shows("[ Cancel ]"))
        #expect(outputs.recorded.isEmpty)
    }

    @Test func theTimeAndTheActionItIsToldAreShown() async {
        await start()

        sut.show(time: "09:57", action: "Pause", isActionEnabled: true)
        await driver.settle()

        #expect(driver.shows("09:57") && !driver.shows("10:00"))
        #expect(driver.shows("[ Pause ]", dimmed: false) && !driver.shows("[ Start ]"))
    }

    @Test func eachButtonReportsItsPress() async {
        await start()

        // The action button has the focus first; Tab moves along the row.
        await driver.press(.enter, .tab, .enter, .tab, .enter)

        #expect(outputs.recorded == [.action, .setTime, .cancel])
    }

    @Test func aDimmedActionIsDrawnDimmedAndReportsNothing() async throws {
        await start()

        sut.show(time: "00:00", action: "Start", isActionEnabled: false)
        await driver.settle()
        let action = try #require(driver.position(of: "[ Start ]"))
        await driver.click(x: action.x + 2, y: action.y)
        await driver.press(.enter)

        #expect(driver.shows("[ Start ]", dimmed: true) && !driver.shows("[ Start ]", dimmed: false))
        #expect(outputs.recorded == [.setTime], "the focus went on to Set")
    }
}
