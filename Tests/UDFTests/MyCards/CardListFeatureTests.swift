import Domain
import Presentation
import TestSupport
import Testing

@testable import MyCardsUDF

@MainActor
@Suite("UDF · Card list feature", .storesFinish)
struct CardListFeatureTests {
    let scheduler = ManualScheduler()
    let auth = AuthServiceSpy()

    /// - Parameter counted: how many cards the grid was started with, if it was.
    private func makeSUT(here: [Card], remote: CardSyncServiceSpy = CardSyncServiceSpy(), counted: Int? = nil)
        -> TestStore<CardListFeature>
    {
        let store = CardStoreSpy(here)
        var state = CardListFeature.State()
        if let counted {
            state.cardCount = counted
            state.generation = 1
        }
        return TestStore(
            initialState: state,
            reducer: CardListFeature(cards: store, sync: CardSync(store: store, remote: remote), auth: auth),
            scheduler: scheduler)
    }

    /// Counted with `count` cards: a new grid of that many.
    private func counted(_ sut: TestStore<CardListFeature>, _ count: Int, generation: Int) async {
        await sut.receive(.counted(count)) {
            $0.generation = generation
            $0.cardCount = count
        }
    }

    @Test func theFirstLoadCountsTheCardsHereThenSyncsAndSaysHowMany() async {
        let sut = makeSUT(here: [CardFixtures.coffee], remote: CardSyncServiceSpy([CardFixtures.books]))

        sut.send(.appeared)
        await counted(sut, 1, generation: 1)
        await sut.receive(.syncStarted) {
            $0.status = "Syncing with the backend…"
            $0.emptyMessage = "Looking for your cards on the backend…"
        }
        await sut.receive(.synced(report: "Synced 2 cards", changedTheList: true)) {
            $0.status = "Synced 2 cards"
            $0.emptyMessage = "No cards yet. Press + to add one."
        }
        await counted(sut, 2, generation: 2)
        await sut.finish()
        #expect(!sut.state.isOpening, "the list stays usable while it syncs")
    }

    @Test func withoutTheBackendItSaysOffline() async {
        let remote = CardSyncServiceSpy()
        await remote.fail(with: ServiceFailure("Cannot reach the server."))
        let sut = makeSUT(here: [], remote: remote)

        sut.send(.refreshTapped)
        await sut.receive(.syncStarted) {
            $0.status = "Syncing with the backend…"
            $0.emptyMessage = "Looking for your cards on the backend…"
        }
        await sut.receive(.syncFailed(reason: "Cannot reach the server.")) {
            $0.status = "Offline: Cannot reach the server."
            $0.emptyMessage = "No cards yet. Press + to add one."
        }
        await sut.finish()
    }

    @Test func aPageIsFetchedWhenTheGridAsksAndOneForAnOlderGridIsDropped() async throws {
        let sut = makeSUT(here: [CardFixtures.coffee, CardFixtures.books], counted: 2)
        let page = try await CardStoreSpy([CardFixtures.coffee, CardFixtures.books]).summaries(offset: 0, limit: 2)

        sut.send(.cardsNeeded(0..<2))
        await sut.receive(.cardsLoaded(0..<2, page, generation: 1)) { $0.summaries = [0: page[0], 1: page[1]] }
        sut.send(.cardsLoaded(0..<2, [], generation: 0))
        sut.send(.cardsFailed(2..<4, reason: "gone", generation: 1)) {
            $0.status = "Unable to read the cards: gone"
            $0.failedPages = [2..<4]
        }

        #expect(sut.state.summaries.mapValues(\.name) == [0: "Book Nook", 1: "Coffee Club"])
        await sut.finish()
    }

    @Test func aChosenCardIsReadWithLoadingAndOpened() async throws {
        let sut = makeSUT(here: [CardFixtures.coffee, CardFixtures.books], counted: 2)
        let page = try await CardStoreSpy([CardFixtures.coffee, CardFixtures.books]).summaries(offset: 0, limit: 2)
        sut.send(.cardsLoaded(0..<2, page, generation: 1)) { $0.summaries = [0: page[0], 1: page[1]] }

        sut.send(.chosen(index: 5))
        sut.send(.chosen(index: 1)) { $0.isOpening = true }
        await sut.receive(.cardOpened(CardFixtures.coffee)) { $0.isOpening = false }
        await sut.receive(.delegate(.openCard(CardFixtures.coffee)))
        await sut.finish()
    }

    @Test func aSavedCardIsUploadedAndADeletedOneDeletedRemotely() async {
        let remote = CardSyncServiceSpy()
        let sut = makeSUT(here: [CardFixtures.coffee], remote: remote, counted: 1)

        sut.send(.cardSaved(CardFixtures.coffee))
        await counted(sut, 1, generation: 2)
        await sut.receive(.deliveryReported("Uploading \"Coffee Club\"…")) { $0.status = "Uploading \"Coffee Club\"…" }
        await sut.receive(.deliveryReported("Uploaded \"Coffee Club\"")) { $0.status = "Uploaded \"Coffee Club\"" }
        #expect(await remote.uploads.count == 1)

        sut.send(.cardDeleted(CardFixtures.coffee))
        await counted(sut, 1, generation: 3)
        await sut.receive(.deliveryReported("Deleted \"Coffee Club\"")) { $0.status = "Deleted \"Coffee Club\"" }
        await sut.finish()
        #expect(await remote.deletedIdentifiers == ["coffee"])
    }

    @Test func newOpensAnEmptyCardAndAnEmptyGridOpensNothing() async {
        let sut = makeSUT(here: [], counted: 0)
        #expect(sut.state.openUnavailableReason == "There is no card to open.")

        sut.send(.newTapped)
        await sut.receive(.delegate(.newCard))
        await sut.finish()
    }

    @Test func logOutEndsTheSessionWithTheSpinnerThenTellsTheApp() async {
        let sut = makeSUT(here: [CardFixtures.coffee], counted: 1)

        sut.send(.logOutTapped) { $0.isLoggingOut = true }
        await sut.receive(.loggedOut) { $0.isLoggingOut = false }
        await sut.receive(.delegate(.loggedOut))
        await sut.finish()

        #expect(await auth.logoutCount == 1)
    }
}
