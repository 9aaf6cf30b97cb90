import TerminalUI
import TestSupport
import Testing

@testable import MyCardsComposition

/// The card grid child alone: it asks for the tiles in view, shows those it is given by position
/// and reports the one chosen, or shows its empty state while there are none — it never fetches.
@MainActor
@Suite("MVC-Composition · Card grid child")
struct CardGridControllerTests {
    enum Output: Equatable {
        case needItems(Range<Int>)
        case chose(Int)
    }

    let driver = makeCardsDriver()
    let sut = CardGridController()
    let outputs = Outputs<Output>()

    private func start() async {
        sut.onNeedItems = { [outputs] in outputs.record(.needItems($0)) }
        sut.onChoose = { [outputs] in outputs.record(.chose($0)) }
        await driver.start(ChildHost(showing: sut))
    }

    /// The tiles of `range`, named by position, without photos.
    private func tiles(_ range: Range<Int>) -> [Int: GridItem] {
        Dictionary(uniqueKeysWithValues: range.map { ($0, GridItem(name: "Card \($0)", thumbnail: nil)) })
    }

    @Test func aResetAsksForTheTilesInViewOnlyAndShowsThemAsTheyCome() async throws {
        await start()

        sut.reset(count: 40)
        await driver.settle()
        let asked = try #require(outputs.recorded.first)
        guard case .needItems(let inView) = asked else {
            Issue.record("asked for no tiles: \(outputs.recorded)")
            return
        }
        let waiting = driver.shows("…")
        sut.show(tiles(inView))
        await driver.settle()

        #expect(outputs.recorded.count == 1)
        #expect(inView.lowerBound == 0 && inView.count > 1 && inView.upperBound < 40, "what fits, not all 40")
        #expect(waiting, "a tile not given yet")
        #expect(driver.shows("Card 0") && driver.shows("Card \(inView.upperBound - 1)"))
        #expect(driver.shows("No photo"), "a card without a thumbnail says so")
    }

    @Test func withNoCardsTheEmptyStateSaysWhatItIsTold() async {
        await start()
        sut.emptyMessage = "Looking for your cards on the backend…"

        sut.reset(count: 0)
        await driver.settle()
        let lookingShown = driver.shows("Looking for your cards on the backend…")
        sut.emptyMessage = "No cards yet. Press + to add one."
        await driver.settle()
        let noneShown = driver.shows("No cards yet. Press + to add one.")
        sut.reset(count: 2)
        await driver.settle()

        #expect(lookingShown && noneShown)
        #expect(sut.emptyMessage == "No cards yet. Press + to add one.")
        #expect(!driver.shows("No cards yet"), "the grid takes the empty state's place")
        #expect(outputs.recorded == [.needItems(0..<2)])
    }

    @Test func theArrowsMoveTheHighlightAndEnterChoosesIt() async {
        await start()
        sut.reset(count: 5)
        await driver.settle()
        sut.show(tiles(0..<5))

        await driver.press(.right, .right, .enter)
        let chosenAtTwo = sut.highlighted
        await driver.press(.end, .enter, .home)

        #expect(chosenAtTwo == 2)
        #expect(outputs.recorded == [.needItems(0..<5), .chose(2), .chose(4)])
        #expect(sut.highlighted == 0)
    }

    @Test func aClickChoosesTheTileClicked() async throws {
        await start()
        sut.reset(count: 3)
        await driver.settle()
        sut.show(tiles(0..<3))
        await driver.settle()
        let tile = try #require(driver.position(of: "Card 1"))

        await driver.click(x: tile.x, y: tile.y)

        #expect(outputs.recorded == [.needItems(0..<3), .chose(1)])
        #expect(sut.highlighted == 1)
    }

    @Test func tilesThatFailedSayHowToRetryAndAreAskedForAgainAfterTheNextKey() async {
        await start()
        sut.reset(count: 3)
        await driver.settle()

        sut.itemsFailed(0..<3)
        await driver.settle()
        let said = driver.shows("Not loaded") && driver.shows("a key retries")
        let askedMeanwhile = outputs.recorded
        await driver.press(.right)

        #expect(said)
        #expect(askedMeanwhile == [.needItems(0..<3)], "not asked again at every redraw")
        #expect(outputs.recorded == [.needItems(0..<3), .needItems(0..<3)])
    }

    @Test func aResetForgetsTheTilesGivenAndKeepsTheHighlightWithinTheNewCount() async {
        await start()
        sut.reset(count: 5)
        await driver.settle()
        sut.show(tiles(0..<5))
        await driver.press(.end)

        sut.reset(count: 2)
        await driver.settle()

        #expect(sut.highlighted == 1)
        #expect(!driver.shows("Card "))
        #expect(outputs.recorded == [.needItems(0..<5), .needItems(0..<2)])
    }
}
