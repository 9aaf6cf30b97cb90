import Domain
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Card list presenter")
struct CardListPresenterTests {
    let display = CardListDisplaySpy()

    private func makeSUT() -> CardListPresenter {
        let sut = CardListPresenter()
        sut.viewController = display
        return sut
    }

    @Test func theSyncsProgressAndOutcome() async throws {
        let sut = makeSUT()
        let two = try await CardSync(
            store: CardStoreSpy([CardFixtures.coffee]), remote: CardSyncServiceSpy([CardFixtures.books])
        ).download()
        let one = try await CardSync(store: CardStoreSpy(), remote: CardSyncServiceSpy([CardFixtures.coffee]))
            .download()

        sut.presentSync(response: .started)
        sut.presentSync(response: .synced(two))
        sut.presentSync(response: .synced(one))
        sut.presentSync(response: .failed(ServiceFailure("Cannot reach the server.")))

        #expect(
            display.statuses == [
                "Syncing with the backend…", "Synced 2 cards", "Synced 1 card", "Offline: Cannot reach the server.",
            ])
        let looking = "Looking for your cards on the backend…"
        let none = "No cards yet. Press + to add one."
        #expect(
            display.emptyMessages == [looking, none, none, none],
            "an empty grid waits for the sync before it says there are none")
    }

    @Test func eachChangesWayToTheBackend() {
        let sut = makeSUT()
        let failure = ServiceFailure("Cannot reach the server.")

        sut.presentBackend(response: .init(change: .saved(CardFixtures.coffee), isDone: false, error: nil))
        sut.presentBackend(response: .init(change: .saved(CardFixtures.coffee), isDone: true, error: nil))
        sut.presentBackend(response: .init(change: .saved(CardFixtures.coffee), isDone: true, error: failure))
        sut.presentBackend(response: .init(change: .deleted(CardFixtures.books), isDone: false, error: nil))
        sut.presentBackend(response: .init(change: .deleted(CardFixtures.books), isDone: true, error: nil))
        sut.presentBackend(response: .init(change: .deleted(CardFixtures.books), isDone: true, error: failure))

        #expect(
            display.backend == [
                "Uploading \"Coffee Club\"…", "Uploaded \"Coffee Club\"",
                "Saved here; the upload will be retried: Cannot reach the server.",
                nil, "Deleted \"Book Nook\"",
                "Deleted here; the deletion will be retried on the backend: Cannot reach the server.",
            ])
    }

    @Test func theGridAndTheErrorTexts() {
        let sut = makeSUT()

        sut.presentGrid(response: .init(count: 0))
        sut.presentCards(response: .failed(0..<6, ServiceFailure("locked")))
        sut.presentOpen(response: .init(error: ServiceFailure("gone")))

        #expect(display.grids.map(\.isEmpty) == [true])
        #expect(display.cards.last?.status == "Unable to read the cards: locked")
        #expect(display.cards.last?.failedRange == 0..<6)
        #expect(display.opens.last?.alert?.message == "Unable to open the card: gone")
    }

    @Test func onlyACardReadIsOpened() {
        let sut = makeSUT()

        sut.presentOpen(response: .init(error: nil))
        sut.presentOpen(response: .init(error: ServiceFailure("gone")))

        #expect(display.opens.map(\.isOpened) == [true, false])
    }

    @Test func openSaysWhyWhileThereIsNoCard() {
        let sut = makeSUT()

        sut.presentGrid(response: .init(count: 0))
        sut.presentGrid(response: .init(count: 3))

        #expect(display.grids.map(\.openUnavailableReason) == ["There is no card to open.", nil])
    }

    @Test func aLogoutIsDisplayed() {
        let sut = makeSUT()

        sut.presentLogOut(response: .init())

        #expect(display.logOuts == 1)
    }
}

@MainActor
final class CardListDisplaySpy: CardListDisplayLogic {
    private(set) var statuses: [String] = []
    private(set) var emptyMessages: [String] = []
    private(set) var backend: [String?] = []
    private(set) var grids: [CardList.Grid.ViewModel] = []
    private(set) var cards: [CardList.Cards.ViewModel] = []
    private(set) var opens: [CardList.Open.ViewModel] = []
    private(set) var logOuts = 0

    func displayLoading(viewModel: CardList.Loading.ViewModel) {}
    func displayGrid(viewModel: CardList.Grid.ViewModel) { grids.append(viewModel) }
    func displayCards(viewModel: CardList.Cards.ViewModel) { cards.append(viewModel) }
    func displaySync(viewModel: CardList.Sync.ViewModel) {
        statuses.append(viewModel.status)
        emptyMessages.append(viewModel.emptyMessage)
    }
    func displayOpen(viewModel: CardList.Open.ViewModel) { opens.append(viewModel) }
    func displayBackend(viewModel: CardList.Backend.ViewModel) { backend.append(viewModel.status) }
    func displayLogOut(viewModel: CardList.LogOut.ViewModel) { logOuts += 1 }
}
