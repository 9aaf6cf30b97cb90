import CompositionChildren
import TerminalUI
import Testing

/// The button child alone: one button in a row of its own, which reports being pressed, and is
/// dimmed, hidden or renamed as it is told.
@MainActor
@Suite("MVC-Composition · Button child")
struct ButtonControllerTests {
    enum Output: Equatable {
        case pressed
    }

    let driver = makeDriver()
    let outputs = Outputs<Output>()

    private func start(_ sut: ButtonController) async {
        sut.onPress = { [outputs] in outputs.record(.pressed) }
        await driver.start(ChildHost(showing: sut))
    }

    @Test func itShowsItsTitleAndReportsEachPressOfEnterOrSpace() async {
        let sut = ButtonController("Done")
        await start(sut)

        await driver.press(.enter, .character(" "))

        #expect(driver.shows("[ Done ]", dimmed: false))
        #expect(sut.isEnabled && sut.buttonTitle == "Done")
        #expect(outputs.recorded == [.pressed, .pressed])
    }

    @Test func aClickPressesIt() async throws {
        let sut = ButtonController("Done")
        await start(sut)
        let button = try #require(driver.position(of: "[ Done ]"))

        await driver.click(x: button.x + 2, y: button.y)

        #expect(outputs.recorded == [.pressed])
    }

    @Test func aDimmedButtonIsDrawnDimmedAndReportsNothingUntilItIsEnabled() async throws {
        let sut = ButtonController("Confirm players", isEnabled: false)
        await start(sut)
        let button = try #require(driver.position(of: "[ Confirm players ]"))

        await driver.press(.enter)
        await driver.click(x: button.x + 2, y: button.y)
        let whileDimmed = outputs.recorded
        let drawnDimmed =
            driver.shows("[ Confirm players ]", dimmed: true) && !driver.shows("[ Confirm players ]", dimmed: false)
        sut.isEnabled = true
        await driver.settle()
        await driver.press(.enter)

        #expect(drawnDimmed)
        #expect(whileDimmed.isEmpty)
        #expect(driver.shows("[ Confirm players ]", dimmed: false))
        #expect(outputs.recorded == [.pressed])
    }

    @Test func aHiddenButtonIsNotDrawnAndReportsNothing() async {
        let sut = ButtonController("Confirm players")
        await start(sut)

        sut.isHidden = true
        await driver.settle()
        await driver.press(.enter)

        #expect(sut.isHidden)
        #expect(!driver.shows("Confirm players"))
        #expect(outputs.recorded.isEmpty)
    }

    @Test func aNewTitleIsDrawnInTheOldOnesPlace() async {
        let sut = ButtonController("Start")
        await start(sut)

        sut.buttonTitle = "Pause"
        await driver.settle()

        #expect(driver.shows("[ Pause ]") && !driver.shows("[ Start ]"))
        #expect(sut.buttonTitle == "Pause")
    }
}
