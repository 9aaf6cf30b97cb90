import Domain
import TestSupport
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("MVVM · Card list view model")
struct CardListViewModelTests {
    let work = WorkRecorder()
    let output = MyCardsOutputSpy()
    let auth = AuthServiceSpy()
    @Test func reloadCountsTheCardsAndAPageIsFetchedOnDemand() async {
        let sut = CardListViewModel(
            cards: CardStoreSpy([CardFixtures.coffee, CardFixtures.books]),
            sync: CardSync(store: CardStoreSpy(), remote: CardSyncServiceSpy()), auth: auth, work: work, output: output)

        await sut.reload()
        #expect(sut.count == 2)
        #expect(sut.summaries.isEmpty)
        _ = await sut.fetch(0..<2, of: sut.generation)

        #expect(sut.summaries.mapValues(\.name) == [0: "Book Nook", 1: "Coffee Club"])
    }

    @Test func aRefreshSyncsAndSaysHowMany() async {
        let store = CardStoreSpy([CardFixtures.coffee])
        let sut = CardListViewModel(
            cards: store, sync: CardSync(store: store, remote: CardSyncServiceSpy([CardFixtures.books])), auth: auth,
            work: work, output: output)

        await sut.refresh()

        #expect(sut.status == "Synced 2 cards")
        #expect(sut.count == 2)
    }

    @Test func anEmptyListSaysItIsLookingUntilTheSyncEnds() async {
        let remote = CardSyncServiceSpy()
        let gate = RequestGate()
        await remote.holdDownloads(at: gate)
        let store = CardStoreSpy()
        let sut = CardListViewModel(
            cards: store, sync: CardSync(store: store, remote: remote), auth: auth, work: work, output: output)

        let refresh = Task { await sut.refresh() }
        await gate.waitForACall()
        #expect(sut.emptyMessage == "Looking for your cards on the backend…")
        await gate.open()
        await refresh.value

        #expect(sut.emptyMessage == "No cards yet. Press + to add one.")
    }

    @Test func withoutTheBackendItSaysOffline() async {
        let remote = CardSyncServiceSpy()
        await remote.fail(with: ServiceFailure("Cannot reach the server."))
        let store = CardStoreSpy([CardFixtures.coffee])
        let sut = CardListViewModel(
            cards: store, sync: CardSync(store: store, remote: remote), auth: auth, work: work, output: output)

        await sut.refresh()

        #expect(sut.status == "Offline: Cannot reach the server.")
    }

    @Test func aSavedCardIsUploadedAndAFailedUploadSaysWhy() async {
        let remote = CardSyncServiceSpy()
        let store = CardStoreSpy([CardFixtures.coffee])
        let sut = CardListViewModel(
            cards: store, sync: CardSync(store: store, remote: remote), auth: auth, work: work, output: output)

        sut.cardSaved(CardFixtures.coffee)
        await work.settle()
        #expect(sut.status == "Uploaded \"Coffee Club\"")
        #expect(await remote.uploads == [[CardFixtures.coffee]])

        await remote.fail(with: ServiceFailure("Cannot reach the server."))
        sut.cardSaved(CardFixtures.coffee)
        await work.settle()
        #expect(sut.status == "Saved here; the upload will be retried: Cannot reach the server.")
    }

    @Test func choosingACardRoutesToItWithItsPhotos() async {
        let store = CardStoreSpy([CardFixtures.coffee])
        let sut = CardListViewModel(
            cards: store, sync: CardSync(store: store, remote: CardSyncServiceSpy()), auth: auth, work: work,
            output: output)
        await sut.reload()
        _ = await sut.fetch(0..<1, of: sut.generation)

        await sut.choose(at: 0)

        #expect(output.events == [.cardChosen(CardFixtures.coffee)])
    }

    @Test func cardsThatCannotBeReadSayWhySoTheGridAsksAgain() async {
        let store = CardStoreSpy([CardFixtures.coffee])
        let sut = CardListViewModel(
            cards: store, sync: CardSync(store: store, remote: CardSyncServiceSpy()), auth: auth, work: work,
            output: output)
        await sut.reload()
        await store.fail(with: ServiceFailure("The database is locked."))

        let fetched = await sut.fetch(0..<1, of: sut.generation)

        #expect(!fetched)
        #expect(sut.status == "Unable to read the cards: The database is locked.")
        #expect(await sut.fetch(0..<1, of: sut.generation - 1), "a page for an older grid is not asked again")
    }

    @Test func aCardDeletedHereIsDeletedOnTheBackendAndTheStatusNamesIt() async {
        let remote = CardSyncServiceSpy([CardFixtures.books])
        let store = CardStoreSpy()
        let sut = CardListViewModel(
            cards: store, sync: CardSync(store: store, remote: remote), auth: auth, work: work, output: output)

        sut.cardDeleted(CardFixtures.books)
        await work.settle()

        #expect(await remote.deletedIdentifiers == ["books"])
        #expect(sut.status == "Deleted \"Book Nook\"")
    }

    @Test func aPageReadIsReportedAsRead() async {
        let sut = CardListViewModel(
            cards: CardStoreSpy([CardFixtures.coffee]),
            sync: CardSync(store: CardStoreSpy(), remote: CardSyncServiceSpy()), auth: auth, work: work, output: output)
        await sut.reload()

        let fetched = await sut.fetch(0..<1, of: sut.generation)

        #expect(fetched, "so the grid does not take the page for one that failed")
    }

    @Test func theGridStartsOverWhenACardIsSavedOrDeletedHere() async throws {
        let store = CardStoreSpy([CardFixtures.coffee])
        let sut = CardListViewModel(
            cards: store, sync: CardSync(store: store, remote: CardSyncServiceSpy()), auth: auth, work: work,
            output: output)
        await sut.reload()

        try await store.save(CardFixtures.books)
        sut.cardSaved(CardFixtures.books)
        await work.settle()
        let countAfterSave = sut.count
        _ = try await store.delete(identifier: CardFixtures.coffee.identifier)
        sut.cardDeleted(CardFixtures.coffee)
        await work.settle()

        #expect(countAfterSave == 2, "the new card is in the grid")
        #expect(sut.count == 1, "the deleted card is not")
    }

    @Test func logOutEndsTheSessionWithTheSpinnerThenTellsTheCoordinator() async {
        let sut = CardListViewModel(
            cards: CardStoreSpy(), sync: CardSync(store: CardStoreSpy(), remote: CardSyncServiceSpy()), auth: auth,
            work: work, output: output)

        await sut.logOut()

        #expect(await auth.logoutCount == 1)
        #expect(output.events == [.loggedOut])
        #expect(!sut.request.isInFlight)
    }
}
