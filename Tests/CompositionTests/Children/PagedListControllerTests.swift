import CompositionChildren
import TerminalUI
import Testing

/// The paged list child alone: it asks for the rows that come into view, shows those it is given
/// by position, and reports the row chosen or ticked — it never fetches.
@MainActor
@Suite("MVC-Composition · Paged list child")
struct PagedListControllerTests {
    enum Output: Equatable {
        case needRows(Range<Int>)
        case chose(Int)
        case toggled(Int)
    }

    let driver = makeDriver()
    let sut = PagedListController<String>()
    let outputs = Outputs<Output>()

    private func start() async {
        sut.onNeedRows = { [outputs] in outputs.record(.needRows($0)) }
        sut.onChoose = { [outputs] in outputs.record(.chose($0)) }
        sut.onToggle = { [outputs] in outputs.record(.toggled($0)) }
        await driver.start(ChildHost(showing: sut))
    }

    /// The rows of `range`, named by position.
    private func rows(_ range: Range<Int>) -> [Int: String] {
        Dictionary(uniqueKeysWithValues: range.map { ($0, "Row \($0)") })
    }

    private func row(_ name: String) -> ListItem { ListItem(name) }

    @Test func aResetAsksForThePageInViewAndShowsItsRowsAsTheyCome() async {
        await start()
        #expect(outputs.recorded.isEmpty, "no rows, nothing to ask for")

        sut.reset(count: 250)
        await driver.settle()
        #expect(outputs.recorded == [.needRows(0..<100)])
        #expect(driver.shows(" …"), "a row not given yet")
        sut.show(rows(0..<100), as: row)
        await driver.settle()

        #expect(driver.shows("Row 0") && driver.shows("Row 5"))
        #expect(!driver.shows(" …"))
        #expect(sut.count == 250 && sut.pageSize == 100)
        #expect(sut.items.count == 100 && sut.items[42] == "Row 42")
        #expect(outputs.recorded == [.needRows(0..<100)], "a page is asked for once")
    }

    @Test func theEndAsksForTheLastPageOnlyNotTheOnesBetween() async {
        await start()
        sut.reset(count: 250)
        await driver.settle()
        sut.show(rows(0..<100), as: row)

        await driver.press(.end)

        #expect(outputs.recorded == [.needRows(0..<100), .needRows(200..<250)])
        #expect(sut.highlighted == 249)
    }

    @Test func enterChoosesAndSpaceTicksTheHighlightedRow() async {
        await start()
        sut.reset(count: 3)
        await driver.settle()
        sut.show(rows(0..<3)) { ListItem($0, accessory: .checkbox(false)) }
        await driver.settle()

        await driver.press(.down, .enter, .character(" "))

        #expect(outputs.recorded == [.needRows(0..<3), .chose(1), .toggled(1)])
        #expect(driver.shows("[ ] Row 1"))
    }

    @Test func spaceTicksNothingWhereRowsHaveNoBox() async {
        await start()
        sut.reset(count: 3)
        await driver.settle()
        sut.show(rows(0..<3), as: row)

        await driver.press(.character(" "))

        #expect(outputs.recorded == [.needRows(0..<3)])
    }

    @Test func rowsThatFailedSayHowToRetryAndAreAskedForAgainAfterTheNextKey() async {
        await start()
        sut.reset(count: 250)
        await driver.settle()

        sut.rowsFailed(0..<100)
        await driver.settle()
        #expect(driver.shows(" Not loaded: press a key to try again"))
        #expect(outputs.recorded == [.needRows(0..<100)], "not asked again at every redraw")
        await driver.press(.down)

        #expect(outputs.recorded == [.needRows(0..<100), .needRows(0..<100)])
        #expect(driver.shows(" …") && !driver.shows("Not loaded"))
    }

    @Test func aResetForgetsTheRowsAndKeepsTheHighlightAsFarAsTheNewCountAllows() async {
        await start()
        sut.reset(count: 250)
        await driver.settle()
        sut.show(rows(0..<100), as: row)
        sut.highlight(80)

        sut.reset(count: 3)
        await driver.settle()

        #expect(sut.items.isEmpty)
        #expect(sut.count == 3)
        #expect(sut.highlighted == 2)
        #expect(outputs.recorded == [.needRows(0..<100), .needRows(0..<3)])
        #expect(!driver.shows("Row "))
    }

    @Test func rowsShownAgainReplaceTheOnesBeforeAndTheRestStay() async {
        await start()
        sut.reset(count: 3)
        await driver.settle()
        sut.show(rows(0..<3), as: row)

        sut.show([1: "Ben Carter"], as: row)
        await driver.settle()

        #expect(sut.items == [0: "Row 0", 1: "Ben Carter", 2: "Row 2"])
        #expect(driver.shows("Ben Carter") && !driver.shows("Row 1"))
    }

    @Test func aRowPastTheCountIsNeverHighlighted() async {
        await start()
        sut.reset(count: 3)

        sut.highlight(7)

        #expect(sut.highlighted == 0)
    }
}
