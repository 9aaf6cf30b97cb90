import CompositionChildren
import TerminalUI
import Testing

@testable import MyCardsComposition

/// The card name child alone: the name as a heading, or in a field while editing, which
/// reports each edit and Return.
@MainActor
@Suite("MVC-Composition · Card name child")
struct CardNameControllerTests {
    enum Output: Equatable {
        case changed(String)
        case submitted
    }

    let driver = makeCardsDriver()
    let sut = CardNameController()
    let outputs = Outputs<Output>()

    private func start(_ host: ChildHost? = nil) async {
        sut.onChange = { [outputs] in outputs.record(.changed($0)) }
        sut.onSubmit = { [outputs] in outputs.record(.submitted) }
        await driver.start(host ?? ChildHost(showing: sut))
    }

    @Test func notEditingTheNameIsAHeadingThatTakesNoKeys() async {
        await start()

        sut.show("Coffee Club", isEditing: false)
        await driver.settle()
        await driver.type("x")

        #expect(driver.shows("Coffee Club") && !driver.shows("Name  "))
        #expect(outputs.recorded.isEmpty)
    }

    @Test func editingTheNameIsInItsFieldWhichReportsEachEditAndReturn() async {
        await start()

        sut.show("Coffee Club", isEditing: true)
        sut.focusField()
        await driver.settle()
        let inTheField = driver.shows("Name  Coffee Club")
        await driver.type("!")
        await driver.press(.enter)

        #expect(inTheField)
        #expect(outputs.recorded == [.changed("Coffee Club!"), .submitted])
    }

    @Test func theNameAsTypedShownAgainKeepsTheCursorWhereItIs() async {
        await start()
        sut.show("Coffee Club", isEditing: true)
        sut.focusField()
        await driver.press(.home)

        // What the container does after each edit: shows the draft's name, the same text.
        sut.show("Coffee Club", isEditing: true)
        await driver.type("X")

        #expect(outputs.recorded == [.changed("XCoffee Club")])
    }

    @Test func anotherNameShownTakesTheFieldsText() async {
        await start()
        sut.show("Coffee Club", isEditing: true)

        sut.show("Book Nook", isEditing: true)
        await driver.settle()

        #expect(driver.shows("Name  Book Nook") && !driver.shows("Coffee Club"))
        #expect(outputs.recorded.isEmpty, "a name shown is no edit")
    }

    @Test func leavingTheEditShowsTheHeadingAgain() async {
        await start()
        sut.show("Coffee Club Gold", isEditing: true)
        await driver.settle()

        sut.show("Coffee Club Gold", isEditing: false)
        await driver.settle()

        #expect(!driver.shows("Name  Coffee Club Gold") && driver.shows("Coffee Club Gold"))
    }

    @Test func focusFieldTakesTheFocusFromAnotherChild() async {
        let other = ButtonController("Elsewhere")
        await start(ChildHost(showing: [other, sut]))
        sut.show("A", isEditing: true)
        await driver.type("b")
        let beforeFocus = outputs.recorded

        sut.focusField()
        await driver.type("b")

        #expect(beforeFocus.isEmpty, "the button had the focus")
        #expect(outputs.recorded == [.changed("Ab")])
    }
}
