import Domain
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Card list interactor")
struct CardListInteractorTests {
    let presenter = CardListPresenterSpy()
    let auth = AuthServiceSpy()

    private func makeSUT(here: [Card], remote: CardSyncServiceSpy = CardSyncServiceSpy()) -> CardListInteractor {
        let store = CardStoreSpy(here)
        let sut = CardListInteractor(cards: store, sync: CardSync(store: store, remote: remote), auth: auth)
        sut.presenter = presenter
        return sut
    }

    @Test func theGridStartsFromTheCountAndPagesAreReadOnDemand() async {
        let sut = makeSUT(here: [CardFixtures.coffee, CardFixtures.books])

        await sut.showCards(request: .init())
        await sut.fetchCards(request: .init(range: 0..<2))

        #expect(presenter.responses == ["grid 2", "cards Book Nook, Coffee Club"])
    }

    @Test func aSyncThatBringsCardsStartsTheGridOver() async {
        let sut = makeSUT(here: [CardFixtures.coffee], remote: CardSyncServiceSpy([CardFixtures.books]))

        await sut.sync(request: .init())

        #expect(presenter.responses == ["sync started", "synced 1 added", "grid 2"])
    }

    @Test func aCardOpenedIsKeptForTheRouterWithLoadingAroundIt() async {
        let sut = makeSUT(here: [CardFixtures.coffee])
        await sut.fetchCards(request: .init(range: 0..<1))

        await sut.open(request: .init(index: 0))

        #expect(sut.openedCard?.identifier == "coffee")
        #expect(presenter.responses.suffix(3) == ["loading(true)", "opened", "loading(false)"])
    }

    /// CardDetails' router wrote its uploads into the data store; back on top, the grid is read
    /// again and each upload shown on its way and once there, then forgotten.
    @Test func theUploadsPassedBackArePresentedAfterTheGridIsReadAgain() async {
        let remote = CardSyncServiceSpy()
        let sut = makeSUT(here: [CardFixtures.coffee], remote: remote)
        let work = WorkRecorder()
        let worker = CardUploadWorker(
            sync: CardSync(store: CardStoreSpy([CardFixtures.coffee]), remote: remote), work: work)
        sut.uploads = [worker.send(.saved(CardFixtures.coffee))]
        await work.settle()
        await remote.fail(with: ServiceFailure("Cannot reach the server."))
        sut.uploads.append(worker.send(.deleted(CardFixtures.books)))

        await sut.applyReturn(request: .init())
        await sut.applyReturn(request: .init())

        #expect(
            presenter.responses == [
                "grid 1",
                "backend saved Coffee Club, done: false", "backend saved Coffee Club, done: true",
                "backend deleted Book Nook, done: false",
                "backend deleted Book Nook, done: true, Cannot reach the server.",
            ])
        #expect(sut.uploads.isEmpty)
    }

    @Test func logOutEndsTheSessionWithTheSpinnerThenPresentsIt() async {
        let sut = makeSUT(here: [CardFixtures.coffee])

        await sut.logOut(request: .init())

        #expect(await auth.logoutCount == 1)
        #expect(presenter.responses == ["loading(true)", "logged out", "loading(false)"])
    }
}

@MainActor
final class CardListPresenterSpy: CardListPresentationLogic {
    private(set) var responses: [String] = []

    func presentLoading(response: CardList.Loading.Response) { responses.append("loading(\(response.isLoading))") }
    func presentGrid(response: CardList.Grid.Response) { responses.append("grid \(response.count)") }

    func presentCards(response: CardList.Cards.Response) {
        switch response {
        case .loaded(let cards):
            responses.append("cards \(cards.sorted { $0.key < $1.key }.map(\.value.name).joined(separator: ", "))")
        case .failed(_, let error): responses.append("cards failed: \(error)")
        }
    }

    func presentSync(response: CardList.Sync.Response) {
        switch response {
        case .started: responses.append("sync started")
        case .synced(let report): responses.append("synced \(report.added) added")
        case .failed(let error): responses.append("sync failed: \(error)")
        }
    }

    func presentOpen(response: CardList.Open.Response) {
        responses.append(response.error.map { "open failed: \($0)" } ?? "opened")
    }
    func presentLogOut(response: CardList.LogOut.Response) { responses.append("logged out") }

    func presentBackend(response: CardList.Backend.Response) {
        let error = response.error.map { ", \($0)" } ?? ""
        switch response.change {
        case .saved(let card): responses.append("backend saved \(card.name), done: \(response.isDone)\(error)")
        case .deleted(let card): responses.append("backend deleted \(card.name), done: \(response.isDone)\(error)")
        }
    }
}
