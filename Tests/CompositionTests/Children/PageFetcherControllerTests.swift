import CompositionChildren
import TerminalUI
import TestSupport
import Testing

/// The page fetcher child alone, on a host with no view of it: it loads the pages it is asked
/// for and hands each to its outputs; a page of a list that started over is dropped.
@MainActor
@Suite("MVC-Composition · Page fetcher child")
struct PageFetcherControllerTests {
    enum Output: Equatable {
        case fetched([String], Range<Int>)
        case fetchFailed(Range<Int>, String)
        case reloaded([String])
        case reloadFailed(String)
        case reloadCancelled
    }

    let driver = makeDriver()
    let players = PlayersServiceSpy(players: numberedPlayers(250))
    let outputs = Outputs<Output>()
    let emptyHostScreen: String

    init() async {
        let empty = makeDriver()
        await empty.start(Screen(title: "Playground"))
        emptyHostScreen = empty.screen
    }

    /// A fetcher of the players' names, from the players service double.
    private func makeSUT() async -> PageFetcherController<[String]> {
        let sut = PageFetcherController { [players] rows in
            try await players.page(offset: rows.lowerBound, limit: rows.count).players.map(\.name)
        }
        wire(sut)
        await driver.start(ChildHost(holding: sut))
        return sut
    }

    private func wire(_ sut: PageFetcherController<[String]>) {
        sut.onFetched = { [outputs] page, rows in outputs.record(.fetched(page, rows)) }
        sut.onFetchFailed = { [outputs] rows, error in outputs.record(.fetchFailed(rows, "\(error)")) }
        sut.onReloaded = { [outputs] result in
            switch result {
            case .success(let page): outputs.record(.reloaded(page))
            case .failure(let error) where error is CancellationError: outputs.record(.reloadCancelled)
            case .failure(let error): outputs.record(.reloadFailed("\(error)"))
            }
        }
    }

    @Test func aPageAskedForIsFetchedInTheBackgroundAndHandedOverWithItsRows() async {
        let sut = await makeSUT()

        sut.fetch(200..<203)
        let loading = driver.app.isLoading
        await driver.settle()

        #expect(!loading, "keys go on meanwhile")
        #expect(outputs.recorded == [.fetched(["Player 201", "Player 202", "Player 203"], 200..<203)])
        #expect(await players.pageRequests == [200..<203])
        #expect(driver.screen == emptyHostScreen, "it draws nothing")
    }

    @Test func aPageThatFailsIsReportedWithItsRowsAndWhy() async {
        let sut = await makeSUT()
        await players.fail(with: ServiceFailure("Cannot reach the server."))

        sut.fetch(100..<200)
        await driver.settle()

        #expect(outputs.recorded == [.fetchFailed(100..<200, "Cannot reach the server.")])
    }

    // The limit only stops a hang (a call the gate never sees).
    @Test(.timeLimit(.minutes(5))) func aPageAskedForBeforeStartOverIsDroppedWhenItComes() async {
        let sut = await makeSUT()
        let gate = RequestGate()
        await players.hold(at: gate)

        sut.fetch(0..<2)
        await gate.waitForACall()
        sut.startOver()
        await gate.open()
        await driver.settle()
        sut.fetch(2..<3)
        await driver.settle()

        #expect(outputs.recorded == [.fetched(["Player 3"], 2..<3)], "only the page of the list as it is now")
        #expect(await players.pageRequests == [0..<2, 2..<3])
    }

    // The limit only stops a hang (a call the gate never sees).
    @Test(.timeLimit(.minutes(5))) func aFailureOfAPageAskedForBeforeStartOverIsDroppedToo() async {
        let sut = await makeSUT()
        let gate = RequestGate()
        await players.hold(at: gate)
        await players.fail(with: ServiceFailure("Cannot reach the server."))

        sut.fetch(0..<2)
        await gate.waitForACall()
        sut.startOver()
        await gate.open()
        await driver.settle()

        #expect(outputs.recorded.isEmpty)
    }

    @Test func aReloadHandsOverItsPage() async {
        let sut = await makeSUT()

        sut.reload(0..<2)
        await driver.settle()

        #expect(outputs.recorded == [.reloaded(["Player 1", "Player 2"])])
        #expect(!driver.app.isLoading)
    }

    /// A reload is what the list waits for: the loading indicator shows until it ends, and a
    /// failure is reported, not shown — the container says what it means.
    // The limit only stops a hang (a call the gate never sees).
    @Test(.timeLimit(.minutes(5))) func aReloadShowsTheLoadingIndicatorAndReportsAFailure() async {
        let sut = await makeSUT()
        let gate = RequestGate()
        await players.hold(at: gate)
        await players.fail(with: ServiceFailure("Cannot reach the server."))

        sut.reload(0..<100)
        await gate.waitForACall()
        driver.draw()
        let loadingWhileWaiting = driver.app.isLoading
        let spinnerShown = driver.shows("Loading...")
        await gate.open()
        await driver.settle()

        #expect(loadingWhileWaiting && spinnerShown)
        #expect(!driver.app.isLoading && !driver.shows("Loading..."))
        #expect(outputs.recorded == [.reloadFailed("Cannot reach the server.")])
    }

    /// Esc on the wait gives up: the reload reports its cancellation.
    // The limit only stops a hang (a call the gate never sees).
    @Test(.timeLimit(.minutes(5))) func escOnAReloadGivesUpAndSaysSo() async {
        let gate = RequestGate()
        let sut = PageFetcherController<[String]> { _ in
            await gate.pass()
            try Task.checkCancellation()
            return ["never shown"]
        }
        wire(sut)
        await driver.start(ChildHost(holding: sut))

        sut.reload(0..<100)
        await gate.waitForACall()
        driver.draw()
        let loadingWhileWaiting = driver.app.isLoading
        driver.app.handle(.key(.escape))
        await gate.open()
        await driver.settle()

        #expect(loadingWhileWaiting)
        #expect(outputs.recorded == [.reloadCancelled])
        #expect(!driver.app.isLoading)
        #expect(driver.app.isRunning, "Esc gave up the wait, it did not quit")
    }
}
