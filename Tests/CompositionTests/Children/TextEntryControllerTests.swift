import CompositionChildren
import TerminalUI
import Testing

/// The text entry child alone: one field, which reports each edit and Return, and shows the
/// text and the error it is told.
@MainActor
@Suite("MVC-Composition · Text entry child")
struct TextEntryControllerTests {
    enum Output: Equatable {
        case changed(String)
        case submitted
    }

    let driver = makeDriver()
    let outputs = Outputs<Output>()

    private func makeSUT(maximumLength: Int = 40) async -> TextEntryController {
        let sut = TextEntryController(
            label: "Name", placeholder: "Enter name of the player", maximumLength: maximumLength)
        wire(sut, to: outputs)
        await driver.start(ChildHost(showing: sut))
        return sut
    }

    private func wire(_ sut: TextEntryController, to outputs: Outputs<Output>) {
        sut.onChange = { [outputs] in outputs.record(.changed($0)) }
        sut.onSubmit = { [outputs] in outputs.record(.submitted) }
    }

    @Test func thePlaceholderShowsUntilSomethingIsTyped() async {
        _ = await makeSUT()
        #expect(driver.shows("Enter name of the player"))

        await driver.type("Z")

        #expect(!driver.shows("Enter name of the player"))
        #expect(driver.shows("Name  Z"))
    }

    @Test func eachEditIsReportedAndReturnIsSubmit() async {
        let sut = await makeSUT()

        await driver.type("Zoe")
        await driver.press(.backspace, .enter)

        #expect(outputs.recorded == [.changed("Z"), .changed("Zo"), .changed("Zoe"), .changed("Zo"), .submitted])
        #expect(sut.text == "Zo")
    }

    @Test func aPasteIsOneEdit() async {
        let sut = await makeSUT()

        await driver.paste("Ana Silva")

        #expect(outputs.recorded == [.changed("Ana Silva")])
        #expect(sut.text == "Ana Silva")
    }

    @Test func textSetFromOutsideIsShownAndNotReportedAndTypingGoesOnAfterIt() async {
        let sut = await makeSUT()

        sut.text = "Porto"
        await driver.settle()
        let shown = driver.shows("Name  Porto")
        await driver.type("!")

        #expect(shown)
        #expect(outputs.recorded == [.changed("Porto!")])
    }

    @Test func theErrorItIsToldShowsUnderTheFieldUntilItIsTakenAway() async {
        let sut = await makeSUT()

        sut.error = "Age must be a whole number from 1 to 99."
        await driver.settle()
        let shown = driver.shows("Age must be a whole number from 1 to 99.")
        sut.error = nil
        await driver.settle()

        #expect(shown)
        #expect(!driver.shows("Age must be"))
        #expect(sut.error == nil)
    }

    @Test func pastItsMaximumLengthNothingMoreIsTypedAndItSaysSo() async {
        let sut = await makeSUT(maximumLength: 3)

        await driver.type("Zoey")

        #expect(sut.text == "Zoe")
        #expect(driver.shows("At most 3 characters."))
        #expect(outputs.recorded == [.changed("Z"), .changed("Zo"), .changed("Zoe")])
    }

    @Test func aHiddenEntryIsNotDrawnAndTakesNoKeys() async {
        let sut = await makeSUT()

        sut.isHidden = true
        await driver.settle()
        await driver.type("x")

        #expect(sut.isHidden)
        #expect(!driver.shows("Name") && !driver.shows("Enter name of the player"))
        #expect(outputs.recorded.isEmpty)
    }

    @Test func focusFieldGivesItTheFocusAwayFromAnotherOne() async {
        let first = TextEntryController(label: "First", maximumLength: 40)
        let sut = TextEntryController(label: "Second", maximumLength: 40)
        let firstOutputs = Outputs<Output>()
        wire(first, to: firstOutputs)
        wire(sut, to: outputs)
        await driver.start(ChildHost(showing: [first, sut]))
        await driver.type("a")

        sut.focusField()
        await driver.type("b")

        #expect(firstOutputs.recorded == [.changed("a")], "the first field had the focus")
        #expect(outputs.recorded == [.changed("b")])
    }
}
