import Domain
import Presentation
import TestSupport
import Testing

@testable import MyCardsMVPC

@MainActor
@Suite("MVP-C · Card list presenter")
struct CardListPresenterTests {
    let work = WorkRecorder()
    let output = MyCardsOutputSpy()
    let auth = AuthServiceSpy()

    private func makeSUT(here: [Card], remote: CardSyncServiceSpy = CardSyncServiceSpy()) -> (
        CardListPresenter, CardListViewSpy, CardStoreSpy
    ) {
        let store = CardStoreSpy(here)
        let sut = CardListPresenter(
            cards: store, sync: CardSync(store: store, remote: remote), auth: auth, work: work, output: output)
        let view = CardListViewSpy()
        sut.view = view
        return (sut, view, store)
    }

    @Test func theFirstLoadCountsTheCardsHereThenSyncsAndSaysHowMany() async {
        let (sut, view, _) = makeSUT(here: [CardFixtures.coffee], remote: CardSyncServiceSpy([CardFixtures.books]))

        await sut.viewDidLoad()

        #expect(view.gridCounts == [1, 2], "the card here at once, then the one downloaded")
        #expect(view.statuses == ["Syncing with the backend…", "Synced 2 cards"])
        #expect(
            view.emptyMessages == ["Looking for your cards on the backend…", "No cards yet. Press + to add one."],
            "an empty grid waits for the sync before it says there are none")
        #expect(view.loadingLog.isEmpty, "the list stays usable while it syncs")
    }

    @Test func aPageIsFetchedWhenTheGridAsks() async {
        let (sut, view, _) = makeSUT(here: [CardFixtures.coffee, CardFixtures.books])

        await sut.cardsNeeded(0..<2)

        #expect(view.cards.mapValues(\.name) == [0: "Book Nook", 1: "Coffee Club"])
    }

    @Test func withoutTheBackendItSaysOffline() async {
        let remote = CardSyncServiceSpy()
        await remote.fail(with: ServiceFailure("Cannot reach the server."))
        let (sut, view, _) = makeSUT(here: [CardFixtures.coffee], remote: remote)

        await sut.refreshTapped()

        #expect(view.statuses.last == "Offline: Cannot reach the server.")
        #expect(view.emptyMessages.last == "No cards yet. Press + to add one.")
    }

    @Test func aChosenCardIsReadWithLoadingAndOpened() async {
        let (sut, view, _) = makeSUT(here: [CardFixtures.coffee, CardFixtures.books])
        await sut.cardsNeeded(0..<2)

        await sut.didChoose(at: 1)
        await sut.didChoose(at: 5)

        #expect(output.events == [.cardChosen(CardFixtures.coffee)])
        #expect(view.loadingLog == [true, false, true, false])
    }

    @Test func aSavedCardIsUploadedAndADeletedOneDeletedRemotely() async {
        let remote = CardSyncServiceSpy()
        let (sut, view, _) = makeSUT(here: [CardFixtures.coffee], remote: remote)

        sut.cardSaved(CardFixtures.coffee)
        await work.settle()
        #expect(view.statuses.suffix(2) == ["Uploading \"Coffee Club\"…", "Uploaded \"Coffee Club\""])
        #expect(await remote.uploads.count == 1)

        sut.cardDeleted(CardFixtures.coffee)
        await work.settle()
        #expect(view.statuses.last == "Deleted \"Coffee Club\"")
        #expect(await remote.deletedIdentifiers == ["coffee"])
    }

    @Test func newOpensAnEmptyCard() {
        let (sut, _, _) = makeSUT(here: [])

        sut.newTapped()

        #expect(output.events == [.newCardChosen])
    }

    @Test func openSaysWhyWhileThereIsNoCard() async throws {
        let (sut, view, store) = makeSUT(here: [])
        await sut.viewDidLoad()

        try await store.save(CardFixtures.coffee)
        sut.cardSaved(CardFixtures.coffee)
        await work.settle()

        #expect(view.openReasons == ["There is no card to open.", nil])
    }

    @Test func theGridStartsOverWhenACardIsSavedOrDeletedHere() async throws {
        let (sut, view, store) = makeSUT(here: [CardFixtures.coffee])

        try await store.save(CardFixtures.books)
        sut.cardSaved(CardFixtures.books)
        await work.settle()
        _ = try await store.delete(identifier: CardFixtures.coffee.identifier)
        sut.cardDeleted(CardFixtures.coffee)
        await work.settle()

        #expect(view.gridCounts == [2, 1], "the new card is in the grid, then the deleted one is not")
    }

    @Test func logOutEndsTheSessionWithTheSpinnerThenTellsTheCoordinator() async {
        let (sut, view, _) = makeSUT(here: [CardFixtures.coffee])

        await sut.logOutTapped()

        #expect(await auth.logoutCount == 1)
        #expect(output.events == [.loggedOut])
        #expect(view.loadingLog == [true, false])
    }
}

/// Keeps what the presenter showed, the cards merged as the grid would, and its commands.
@MainActor
private final class CardListViewSpy: CardListViewProtocol {
    var status: String? {
        didSet { if let status { statuses.append(status) } }
    }
    var showsLoading = false {
        didSet { loadingLog.append(showsLoading) }
    }
    private(set) var openReasons: [String?] = []
    private(set) var statuses: [String] = []
    private(set) var loadingLog: [Bool] = []
    private(set) var emptyMessages: [String] = []
    private(set) var gridCounts: [Int] = []
    private(set) var cards: [Int: CardSummary] = [:]

    func present(_ alert: AlertContent) {}

    func setEmptyMessage(_ message: String) {
        emptyMessages.append(message)
    }

    func startGrid(count: Int, openUnavailableReason: String?) {
        gridCounts.append(count)
        openReasons.append(openUnavailableReason)
        cards = [:]
    }

    func setCards(_ cards: [Int: CardSummary]) {
        self.cards.merge(cards) { _, new in new }
    }

    func cardsFailedToLoad(_ range: Range<Int>) {}

}
