import Domain
import Foundation
import TerminalUI
import TestSupport
import Testing
@testable import MyCardsMVC

@MainActor
@Suite("MVC · Card list controller")
struct CardListControllerTests {
    let driver = makeCardsDriver()

    private func makeSUT(store: CardStoreSpy, remote: CardSyncServiceSpy) async -> CardListController {
        let sut = CardListController(cards: store, sync: CardSync(store: store, remote: remote), camera: await CardFixtures.testCamera(), photosDirectory: "/")
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
        let sut = CardListController(cards: store, sync: CardSync(store: store, remote: remote), camera: await CardFixtures.testCamera(), photosDirectory: "/")

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
        let sut = await makeSUT(store: CardStoreSpy([CardFixtures.coffee, CardFixtures.books]), remote: CardSyncServiceSpy())

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
}
