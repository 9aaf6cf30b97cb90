import Domain
import Foundation
import TestSupport
import Testing

@Suite("Card sync")
struct CardSyncTests {
    let local = Card(identifier: "a", name: "Here", front: Data([1]), back: Data([2]))
    let remoteOnly = Card(identifier: "b", name: "There", front: Data([3]), back: Data([4]))

    @Test func aDownloadAddsOnlyTheCardsThisDeviceDoesNotHave() async throws {
        var older = local
        older.name = "Older name on the backend"
        let store = CardStoreSpy([local])
        let sut = CardSync(store: store, remote: CardSyncServiceSpy([older, remoteOnly]))

        let report = try await sut.download()

        #expect(report.added == 1)
        #expect(report.alreadyHere == 1)
        #expect(await store.cards["a"]?.name == "Here", "local first: never overwritten")
        #expect(await store.cards["b"] == remoteOnly)
    }

    @Test func aCardThatCannotBeStoredIsSkippedAndTheRestArrive() async throws {
        let broken = Card(identifier: "x", name: "Broken")
        let store = CardStoreSpy()
        let sut = CardSync(store: store, remote: CardSyncServiceSpy([broken, remoteOnly]))

        let report = try await sut.download()

        #expect(report.skipped == [.init(name: "Broken", reason: "The card is not complete.")])
        #expect(await store.cards.keys.sorted() == ["b"])
    }

    @Test func aFailedDownloadIsAnErrorAndChangesNothing() async {
        let remote = CardSyncServiceSpy([remoteOnly])
        await remote.fail(with: ServiceFailure("Cannot reach the server."))
        let store = CardStoreSpy([local])
        let sut = CardSync(store: store, remote: remote)

        await #expect(throws: ServiceFailure("Cannot reach the server.")) { try await sut.download() }
        #expect(await store.cards.keys.sorted() == ["a"])
    }

    @Test func aCardDeletedHereNeverComesBackAndItsDeletionIsRetried() async throws {
        let remote = CardSyncServiceSpy([local])
        let store = CardStoreSpy([local])
        let sut = CardSync(store: store, remote: remote)
        await remote.fail(with: ServiceFailure())
        try await sut.deleteLocally("a")
        await #expect(throws: ServiceFailure.self) { try await sut.deleteRemotely("a") }

        await remote.fail(with: nil)
        let report = try await sut.download()

        #expect(report.added == 0)
        #expect(await store.cards["a"] == nil)
        #expect(await remote.deletedIdentifiers == ["a"])
        #expect(await remote.remoteCards.isEmpty)
    }
}

@Suite("Card sync, uploads")
struct CardSyncUploadTests {
    @Test func aCardOnlyThisDeviceHasIsUploaded() async throws {
        let onlyHere = Card(identifier: "h", name: "Only here", front: Data([1]), back: Data([2]))
        let remote = CardSyncServiceSpy()
        let sut = CardSync(store: CardStoreSpy([onlyHere]), remote: remote)

        let report = try await sut.download()

        #expect(report.uploaded == 1)
        #expect(await remote.remoteCards == [onlyHere])
    }
}
