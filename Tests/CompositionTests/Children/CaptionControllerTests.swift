import CompositionChildren
import TerminalUI
import Testing

/// The caption child alone: a line of hint text, the one it is told.
@MainActor
@Suite("MVC-Composition · Caption child")
struct CaptionControllerTests {
    let driver = makeDriver()
    let sut = CaptionController()

    @Test func itShowsTheTextItIsToldAsAHint() async {
        await driver.start(ChildHost(showing: sut))
        #expect(sut.text.isEmpty)

        sut.text = "Zoom 1.00×"
        await driver.settle()

        #expect(driver.shows("Zoom 1.00×", dimmed: true))
    }

    @Test func aNewTextTakesTheOldOnesPlace() async {
        await driver.start(ChildHost(showing: sut))
        sut.text = "Camera: none   Flash: Off"
        await driver.settle()

        sut.text = "Camera: Test Pattern   Flash: Off"
        await driver.settle()

        #expect(driver.shows("Camera: Test Pattern   Flash: Off") && !driver.shows("Camera: none"))
        #expect(sut.text == "Camera: Test Pattern   Flash: Off")
    }
}
