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

        #expect(
            presenter.responses == [
                .presentGrid(count: 2), .presentCards(response: .loaded(names: ["Book Nook", "Coffee Club"])),
            ])
    }

    @Test func aSyncThatBringsCardsStartsTheGridOver() async {
        let sut = makeSUT(here: [CardFixtures.coffee], remote: CardSyncServiceSpy([CardFixtures.books]))

        await sut.sync(request: .init())

        #expect(
            presenter.responses == [
                .presentSync(response: .started), .presentSync(response: .synced(added: 1)), .presentGrid(count: 2),
            ])
    }

    @Test func aCardOpenedIsKeptForTheRouterWithLoadingAroundIt() async {
        let sut = makeSUT(here: [CardFixtures.coffee])
        await sut.fetchCards(request: .init(range: 0..<1))

        await sut.open(request: .init(index: 0))

        #expect(sut.openedCard?.identifier == "coffee")
        #expect(
            presenter.responses.suffix(3) == [
                .presentLoading(isLoading: true), .presentOpen(errorDescription: nil),
                .presentLoading(isLoading: false),
            ])
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
                .presentGrid(count: 1),
                .presentBackend(change: .saved(CardFixtures.coffee), isDone: false, errorDescription: nil),
                .presentBackend(change: .saved(CardFixtures.coffee), isDone: true, errorDescription: nil),
                .presentBackend(change: .deleted(CardFixtures.books), isDone: false, errorDescription: nil),
                .presentBackend(
                    change: .deleted(CardFixtures.books), isDone: true, errorDescription: "Cannot reach the server."),
            ])
        #expect(sut.uploads.isEmpty)
    }

    @Test func logOutEndsTheSessionWithTheSpinnerThenPresentsIt() async {
        let sut = makeSUT(here: [CardFixtures.coffee])

        await sut.logOut(request: .init())

        #expect(await auth.logoutCount == 1)
        #expect(
            presenter.responses == [
                .presentLoading(isLoading: true), .presentLogOut, .presentLoading(isLoading: false),
            ])
    }
}

@MainActor
final class CardListPresenterSpy: CardListPresentationLogic {
    /// `CardList.Cards.Response`, which is not Equatable: the cards' names in grid order, and
    /// the error as what it says.
    enum CardsResponse: Equatable {
        case loaded(names: [String])
        case failed(errorDescription: String)
    }

    /// `CardList.Sync.Response`, which is not Equatable: how many cards the sync added, and the
    /// error as what it says.
    enum SyncResponse: Equatable {
        case started
        case synced(added: Int)
        case failed(errorDescription: String)
    }

    /// `CardUploadWorker.Change`, which is not Equatable, case for case.
    enum Change: Equatable {
        case saved(Card)
        case deleted(Card)
    }

    enum Call: Equatable {
        case presentLoading(isLoading: Bool)
        case presentGrid(count: Int)
        case presentCards(response: CardsResponse)
        case presentSync(response: SyncResponse)
        case presentOpen(errorDescription: String?)
        case presentLogOut
        case presentBackend(change: Change, isDone: Bool, errorDescription: String?)
    }

    private(set) var responses: [Call] = []

    func presentLoading(response: CardList.Loading.Response) {
        responses.append(.presentLoading(isLoading: response.isLoading))
    }
    func presentGrid(response: CardList.Grid.Response) { responses.append(.presentGrid(count: response.count)) }

    func presentCards(response: CardList.Cards.Response) {
        switch response {
        case .loaded(let cards):
            let names = cards.sorted { $0.key < $1.key }.map(\.value.name)
            responses.append(.presentCards(response: .loaded(names: names)))
        case .failed(_, let error):
            responses.append(.presentCards(response: .failed(errorDescription: String(describing: error))))
        }
    }

    func presentSync(response: CardList.Sync.Response) {
        switch response {
        case .started: responses.append(.presentSync(response: .started))
        case .synced(let report): responses.append(.presentSync(response: .synced(added: report.added)))
        case .failed(let error):
            responses.append(.presentSync(response: .failed(errorDescription: String(describing: error))))
        }
    }

    func presentOpen(response: CardList.Open.Response) {
        responses.append(.presentOpen(errorDescription: response.error.map { String(describing: $0) }))
    }
    func presentLogOut(response: CardList.LogOut.Response) { responses.append(.presentLogOut) }

    func presentBackend(response: CardList.Backend.Response) {
        let change: Change =
            switch response.change {
            case .saved(let card): .saved(card)
            case .deleted(let card): .deleted(card)
            }
        responses.append(
            .presentBackend(
                change: change, isDone: response.isDone,
                errorDescription: response.error.map { String(describing: $0) }))
    }
}
