import TerminalUI
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Card list view controller")
struct CardListViewControllerTests {
    @Test func itShowsTheCardsThenSyncsAndRefreshAndOpenAreTheirRequests() async {
        let interactor = CardListInteractorSpy()
        let sut = CardListViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 80, rows: 24))
        await driver.start(sut)
        sut.displayGrid(viewModel: .init(count: 3, isEmpty: false, openUnavailableReason: nil))

        await driver.press(.character("r"), .enter)

        #expect(
            interactor.requests.filter { if case .fetchCards = $0 { false } else { $0 != .applyReturn } } == [
                .showCards, .sync, .sync, .open(index: 0),
            ])
        #expect(
            interactor.requests.filter { $0 == .applyReturn }.count == 1, "on appearing: what came back from a card")
    }

    @Test func withNoCardOpenSaysWhyAndAsksNothing() async {
        let interactor = CardListInteractorSpy()
        let sut = CardListViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 80, rows: 24))
        await driver.start(sut)
        sut.displayGrid(viewModel: .init(count: 0, isEmpty: true, openUnavailableReason: "There is no card to open."))

        await driver.press(.enter)

        #expect(!interactor.requests.contains { if case .open = $0 { true } else { false } })
        #expect(sut.statusLine == "There is no card to open.")
    }

    @Test func aGridOfThreeAsksForItsThreeCards() async {
        let interactor = CardListInteractorSpy()
        let sut = CardListViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 80, rows: 24))
        await driver.start(sut)

        sut.displayGrid(viewModel: .init(count: 3, isEmpty: false, openUnavailableReason: nil))
        await driver.settle()

        #expect(sut.grid.count == 3)
        #expect(
            interactor.requests.filter { if case .fetchCards = $0 { true } else { false } } == [
                .fetchCards(range: 0..<3)
            ])
    }

    @Test func refreshSyncsWithoutHoldingTheList() async {
        let interactor = CardListInteractorSpy()
        let sut = CardListViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 80, rows: 24))
        await driver.start(sut)
        sut.displayGrid(viewModel: .init(count: 3, isEmpty: false, openUnavailableReason: nil))
        await driver.settle()

        let loading = await driver.pressUntilLoading(.character("r"))
        await driver.settle()

        #expect(interactor.requests.filter { $0 == .sync }.count == 2, "on start, then on Refresh")
        #expect(!loading, "the list stays usable while it syncs")
    }

    @Test func untilTheCardsAreCountedTheListDoesNotSayThereAreNone() async {
        let sut = CardListViewController()
        sut.interactor = CardListInteractorSpy()
        let driver = ScriptDriver(size: Size(columns: 80, rows: 24))
        await driver.start(sut)

        sut.displaySync(
            viewModel: .init(
                status: "Offline: Cannot reach the server.", emptyMessage: "No cards yet. Press + to add one."))
        await driver.settle()

        #expect(driver.shows("Offline: Cannot reach the server."))
        #expect(!driver.shows("No cards yet"), "no grid was displayed: the count is unknown")
    }
}

@MainActor
final class CardListInteractorSpy: CardListBusinessLogic {
    enum Call: Equatable {
        case showCards
        case fetchCards(range: Range<Int>)
        case sync
        case open(index: Int)
        case applyReturn
        case logOut
    }

    private(set) var requests: [Call] = []

    func showCards(request: CardList.Grid.Request) async { requests.append(.showCards) }
    func fetchCards(request: CardList.Cards.Request) async { requests.append(.fetchCards(range: request.range)) }
    func sync(request: CardList.Sync.Request) async { requests.append(.sync) }
    func open(request: CardList.Open.Request) async { requests.append(.open(index: request.index)) }
    func applyReturn(request: CardList.Return.Request) async { requests.append(.applyReturn) }
    func logOut(request: CardList.LogOut.Request) async { requests.append(.logOut) }
}
