import CompositionChildren
import TerminalUI
import Testing

/// The list child alone: it shows the sections it is given, each row as the container says, and
/// reports the item chosen, ticked or highlighted — never an index, never a fetch.
@MainActor
@Suite("MVC-Composition · List child")
struct ListControllerTests {
    enum Output: Equatable {
        case chose(String)
        case toggled(String)
        case highlighted(String)
    }

    let driver = makeDriver()
    let sut = ListController<String>()
    let outputs = Outputs<Output>()

    static let groceries: [ListController<String>.Section] = [
        .init("FRUIT", items: ["Apple", "Pear"]),
        .init("VEG", items: ["Leek"]),
    ]

    private func start(
        _ sections: [ListController<String>.Section] = groceries,
        as row: @escaping (String) -> ListItem = { ListItem($0, details: ["\($0.count) letters"]) }
    ) async {
        sut.onChoose = { [outputs] in outputs.record(.chose($0)) }
        sut.onToggle = { [outputs] in outputs.record(.toggled($0)) }
        sut.onHighlight = { [outputs] in outputs.record(.highlighted($0)) }
        sut.show(sections, as: row)
        await driver.start(ChildHost(showing: sut))
    }

    @Test func theSectionsShowUnderTheirTitlesEachRowAsItIsToldToLook() async {
        await start()

        #expect(driver.shows("FRUIT") && driver.shows("VEG"))
        #expect(driver.shows("Apple") && driver.shows("5 letters"))
        #expect(driver.shows("Leek") && driver.shows("4 letters"))
        #expect(sut.sections.map(\.items) == [["Apple", "Pear"], ["Leek"]])
        #expect(sut.sections.map(\.title) == ["FRUIT", "VEG"])
        #expect(sut.highlighted == "Apple", "the first row")
        #expect(outputs.recorded.isEmpty, "showing reports nothing")
    }

    @Test func movingReportsEachItemHighlightedAcrossSectionsAndEnterTheOneChosen() async {
        await start()

        await driver.press(.down, .down, .enter)

        #expect(outputs.recorded == [.highlighted("Pear"), .highlighted("Leek"), .chose("Leek")])
        #expect(sut.highlighted == "Leek")
    }

    @Test func spaceTicksARowThatCanBeTickedAndNoOther() async {
        await start([.init(items: ["Ana", "Ben"])]) { ListItem($0, accessory: .checkbox($0 == "Ben")) }
        #expect(driver.shows("[ ] Ana") && driver.shows("[x] Ben"))

        await driver.press(.character(" "))
        sut.show([.init(items: ["Ana", "Ben"])]) { ListItem($0) }
        await driver.settle()
        await driver.press(.character(" "))

        #expect(outputs.recorded == [.toggled("Ana")], "plain rows take no tick")
        #expect(!driver.shows("[ ] Ana"), "shown again without boxes")
    }

    @Test func highlightMovesToTheItemWhereverItIsListedAndReportsIt() async {
        await start()

        sut.highlight("Leek")
        sut.highlight("Banana")
        await driver.settle()

        #expect(sut.highlighted == "Leek")
        #expect(outputs.recorded == [.highlighted("Leek")], "an item not listed moves nothing")
    }

    @Test func aClickChoosesTheRowClicked() async throws {
        await start()
        let pear = try #require(driver.position(of: "Pear"))

        await driver.click(x: pear.x, y: pear.y)

        #expect(outputs.recorded == [.highlighted("Pear"), .chose("Pear")])
    }

    @Test func showingNewSectionsKeepsTheHighlightWithinThem() async {
        await start()
        await driver.press(.down, .down)

        sut.show([.init(items: ["Plum"])]) { ListItem($0, accessory: .checkmark(true)) }
        await driver.settle()

        #expect(driver.shows("✓ Plum") && !driver.shows("Leek"))
        #expect(sut.highlighted == "Plum")
    }
}
