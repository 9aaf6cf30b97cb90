import Domain
import Presentation
import TestSupport
import Testing
@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Card list presenter")
struct CardListPresenterTests {
    let view = CardListViewSpy()
    let router = CardListRouterSpy()
    let work = WorkRecorder()

    private func makeSUT(here: [Card], remote: CardSyncServiceSpy = CardSyncServiceSpy()) -> CardListPresenter {
        let store = CardStoreSpy(here)
        let interactor = CardListInteractor(cards: store, sync: CardSync(store: store, remote: remote))
        let sut = CardListPresenter(interactor: interactor, router: router, work: work)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func theFirstLoadShowsTheCardsHereThenSaysHowTheSyncWent() async {
        let sut = makeSUT(here: [CardFixtures.coffee], remote: CardSyncServiceSpy([CardFixtures.books]))

        await sut.viewDidLoad()

        #expect(view.gridCounts == [1, 2])
        #expect(view.statuses == ["Syncing with the backend…", "Synced 2 cards"])
        #expect(view.loadingLog.isEmpty, "the list stays usable while it syncs")
    }

    @Test func offlineSaysWhy() async {
        let remote = CardSyncServiceSpy()
        await remote.fail(with: ServiceFailure("Cannot reach the server."))
        let sut = makeSUT(here: [], remote: remote)

        await sut.refreshTapped()

        #expect(view.statuses.last == "Offline: Cannot reach the server.")
    }

    @Test func aChosenCardOpensWithLoadingAroundItAndNewOpensAnEmptyOne() async {
        let sut = makeSUT(here: [CardFixtures.coffee])
        await sut.cardsNeeded(0..<1)

        await sut.didChoose(at: 0)
        sut.newTapped()

        #expect(router.steps == ["open Coffee Club", "new"])
        #expect(view.loadingLog == [true, false])
    }

    @Test func aSavedOrDeletedCardGoesToTheBackendInTheBackground() async {
        let sut = makeSUT(here: [CardFixtures.coffee])

        sut.cardSaved(CardFixtures.coffee)
        sut.cardDeleted(CardFixtures.coffee)
        await work.settle()

        #expect(work.loadingLog.isEmpty)
        #expect(view.statuses.contains("Uploaded \"Coffee Club\""))
        #expect(view.statuses.last == "Deleted \"Coffee Club\"")
    }
}

@MainActor
final class CardListViewSpy: CardListViewProtocol {
    var status: String? {
        didSet { if let status { statuses.append(status) } }
    }
    var showsLoading = false {
        didSet { loadingLog.append(showsLoading) }
    }
    private(set) var statuses: [String] = []
    private(set) var loadingLog: [Bool] = []
    private(set) var gridCounts: [Int] = []

    func present(_ alert: AlertContent) {}
    func startGrid(count: Int) { gridCounts.append(count) }
    func setCards(_ cards: [Int: CardSummary]) {}
    func cardsFailedToLoad(_ range: Range<Int>) {}
}

@MainActor
final class CardListRouterSpy: CardListRouterProtocol {
    private(set) var steps: [String] = []

    func showCardDetails(of card: Card, output: any CardDetailsModuleOutput) {
        steps.append("open \(card.name)")
    }

    func showNewCard(output: any CardDetailsModuleOutput) {
        steps.append("new")
    }
}
