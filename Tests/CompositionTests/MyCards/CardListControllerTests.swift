import Domain
import Foundation
import TerminalUI
import TestSupport
import Testing

@testable import MyCardsComposition

@MainActor
@Suite("MVC-Composition · Card list container")
struct CardListControllerTests {
    let driver = makeCardsDriver()
    let auth = AuthServiceSpy()

    private func makeSUT(store: CardStoreSpy, remote: CardSyncServiceSpy) async -> CardListController {
        let sut = CardListController(
            cards: store, sync: CardSync(store: store, remote: remote), camera: await CardFixtures.testCamera(),
            photosDirectory: "/",
            auth: auth, settings: SettingsStoreSpy(), offersDemoAccount: true
        )
        await driver.start(sut)
        return sut
    }

    @Test func startingSyncsTheBackendsNewCardsAndSaysHowMany() async {
        let store = CardStoreSpy([CardFixtures.coffee])
        let sut = await makeSUT(store: store, remote: CardSyncServiceSpy([CardFixtures.coffee, CardFixtures.books]))

        #expect(sut.status == "Synced 2 cards")
        #expect(await store.cards.keys.sorted() == ["books", "coffee"])
        #expect(driver.shows("Book Nook"))
        #expect(driver.shows("Coffee Club"))
    }

    @Test func aLocalEditIsNotOverwrittenByTheBackendsOlderCardButSentToIt() async throws {
        var edited = CardFixtures.coffee
        edited.name = "Coffee Club Gold"
        let store = CardStoreSpy([CardFixtures.coffee])
        try await store.save(edited)
        let remote = CardSyncServiceSpy([CardFixtures.coffee])
        _ = await makeSUT(store: store, remote: remote)

        #expect(await store.cards["coffee"]?.name == "Coffee Club Gold")
        #expect(await remote.remoteCards.map(\.name) == ["Coffee Club Gold"])
    }

    @Test func aCardThatCannotBeStoredIsSkippedWithItsReason() async {
        let broken = Card(identifier: "broken", name: "Broken", front: nil, back: nil)
        let sut = await makeSUT(store: CardStoreSpy(), remote: CardSyncServiceSpy([CardFixtures.books, broken]))

        #expect(sut.status == "Synced 1 card; skipped Broken (The card is not complete.)")
    }

    @Test func withoutTheBackendTheListSaysOfflineAndStillShowsTheCards() async {
        let remote = CardSyncServiceSpy()
        await remote.fail(with: ServiceFailure("Cannot reach the server."))
        let sut = await makeSUT(store: CardStoreSpy([CardFixtures.coffee]), remote: remote)

        #expect(sut.status == "Offline: Cannot reach the server.")
        #expect(driver.shows("Coffee Club"))
    }

    @Test func noCardsShowsHowToAddOne() async {
        _ = await makeSUT(store: CardStoreSpy(), remote: CardSyncServiceSpy())

        #expect(driver.shows("No cards yet. Press + to add one."))
    }

    @Test func anEmptyListSaysItIsLookingUntilTheSyncEnds() async {
        let remote = CardSyncServiceSpy()
        let gate = RequestGate()
        await remote.holdDownloads(at: gate)
        let store = CardStoreSpy()
        let sut = CardListController(
            cards: store, sync: CardSync(store: store, remote: remote), camera: await CardFixtures.testCamera(),
            photosDirectory: "/",
            auth: auth, settings: SettingsStoreSpy(), offersDemoAccount: true
        )

        driver.startWithoutWaiting(sut)
        await gate.waitForACall()
        driver.draw()
        #expect(driver.shows("Looking for your cards on the backend…"))
        #expect(!driver.shows("No cards yet"))
        await gate.open()
        await driver.settle()

        #expect(driver.shows("No cards yet. Press + to add one."))
    }

    @Test func enterOpensTheHighlightedCardAndPlusStartsANewOne() async {
        let sut = await makeSUT(
            store: CardStoreSpy([CardFixtures.coffee, CardFixtures.books]), remote: CardSyncServiceSpy())

        await driver.press(.right, .enter)
        let details = sut.navigation?.top as? CardDetailsController
        #expect(details?.draft == CardFixtures.coffee, "name order: Book Nook, then Coffee Club")
        #expect(details?.mode == .normal)

        await driver.press(.escape, .character("+"))
        #expect((sut.navigation?.top as? CardDetailsController)?.mode == .create)
    }

    @Test func aSavedCardIsUploadedAndTheStatusSaysSo() async {
        let remote = CardSyncServiceSpy()
        let sut = await makeSUT(store: CardStoreSpy([CardFixtures.coffee]), remote: remote)

        sut.cardSaved(CardFixtures.coffee)
        await driver.settle()

        #expect(await remote.uploads.last == [CardFixtures.coffee])
        #expect(sut.status == "Uploaded \"Coffee Club\"")
    }

    @Test func aFailedUploadKeepsTheCardSavedHereAndSaysWhy() async {
        let remote = CardSyncServiceSpy()
        let sut = await makeSUT(store: CardStoreSpy([CardFixtures.coffee]), remote: remote)
        await remote.fail(with: ServiceFailure("Cannot reach the server."))

        sut.cardSaved(CardFixtures.coffee)
        await driver.settle()

        #expect(sut.status == "Saved here; the upload will be retried: Cannot reach the server.")
        #expect(driver.shows("Coffee Club"))
    }

    @Test func aCardDeletedHereIsDeletedOnTheBackend() async {
        let remote = CardSyncServiceSpy([CardFixtures.books])
        let sut = await makeSUT(store: CardStoreSpy(), remote: remote)

        sut.cardDeleted(CardFixtures.books)
        await driver.settle()

        #expect(await remote.deletedIdentifiers == ["books"])
        #expect(sut.status == "Deleted \"\(CardFixtures.books.name)\"")
    }

    @Test func cardsThatCannotBeReadAreNotShownAsNoCards() async {
        let store = CardStoreSpy()
        await store.fail(with: ServiceFailure("The database is locked."))

        _ = await makeSUT(store: store, remote: CardSyncServiceSpy())

        #expect(!driver.shows("No cards yet"), "the count is unknown: the status says why instead")
    }

    @Test func movingThroughTheGridDoesNotWaitForThePagesItFetches() async {
        let photo = CardFixtures.photo(90)
        let cards = (0..<20).map { Card(identifier: "card\($0)", name: "Card \($0)", front: photo, back: photo) }
        _ = await makeSUT(store: CardStoreSpy(cards), remote: CardSyncServiceSpy())

        let loading = await driver.pressUntilLoading(.end)
        await driver.settle()

        #expect(!loading, "the tiles coming into view are fetched in the background")
    }

    @Test func newStillWorksWhenTheCardsCannotBeRead() async {
        let store = CardStoreSpy()
        await store.fail(with: ServiceFailure("The database is locked."))
        let sut = await makeSUT(store: store, remote: CardSyncServiceSpy())

        await driver.press(.character("+"))

        #expect((sut.navigation?.top as? CardDetailsController)?.mode == .create)
    }

    @Test func theGridStartsOverWhenACardIsSavedOrDeletedHere() async throws {
        let store = CardStoreSpy([CardFixtures.coffee])
        let sut = await makeSUT(store: store, remote: CardSyncServiceSpy())

        try await store.save(CardFixtures.books)
        sut.cardSaved(CardFixtures.books)
        await driver.settle()
        // End goes to the last tile: its place says how many tiles the grid holds.
        await driver.press(.end)
        let countAfterSave = sut.grid.highlighted + 1
        _ = try await store.delete(identifier: CardFixtures.coffee.identifier)
        sut.cardDeleted(CardFixtures.coffee)
        await driver.settle()

        await driver.press(.end)

        #expect(countAfterSave == 2, "the new card is in the grid")
        #expect(sut.grid.highlighted + 1 == 1, "the deleted card is not")
        #expect(driver.shows("Book Nook"))
    }

    @Test func theListStaysUsableWhileChangesGoToTheBackend() async {
        let sut = await makeSUT(store: CardStoreSpy([CardFixtures.coffee]), remote: CardSyncServiceSpy())
        sut.cardSaved(CardFixtures.coffee)
        sut.cardDeleted(CardFixtures.books)

        driver.app.handle(.key(.character("+")))
        await driver.settle()

        #expect(
            (sut.navigation?.top as? CardDetailsController)?.mode == .create,
            "+ works while the upload and the deletion are on their way")
    }

    @Test func withNoCardOpenIsDimmedAndSaysWhy() async {
        let sut = await makeSUT(store: CardStoreSpy(), remote: CardSyncServiceSpy())

        await driver.press(.enter)

        #expect(sut.keyBindings.first?.isEnabled == false)
        #expect(sut.statusLine == "There is no card to open.")
    }

    /// Log out ends the session and Login takes the cards' place; the cards stay on the device.
    @Test func logOutShowsLoginInTheCardsPlace() async {
        let store = CardStoreSpy([CardFixtures.coffee])
        _ = await makeSUT(store: store, remote: CardSyncServiceSpy())

        await driver.press(.character("o"))

        #expect(await auth.logoutCount == 1)
        #expect(driver.app.navigation.screens.count == 1)
        #expect(driver.app.navigation.top is LoginController)
        #expect(await store.cards.keys.sorted() == ["coffee"])
    }
}
