import Domain
import Foundation
import TestSupport
import Testing

@Suite("Card sync")
struct CardSyncTests {
    let local = Card(identifier: "a", name: "Here", front: Data([1]), back: Data([2]))
    let remoteOnly = Card(identifier: "b", name: "There", front: Data([3]), back: Data([4]))

    @Test func aDownloadAddsTheCardsThisDeviceDoesNotHave() async throws {
        let store = CardStoreSpy([local])
        let sut = CardSync(store: store, remote: CardSyncServiceSpy([local, remoteOnly]))

        let report = try await sut.download()

        #expect(report.added == 1)
        #expect(report.alreadyHere == 1)
        #expect(report.description == "Synced 2 cards")
        #expect(await store.cards["b"] == remoteOnly)
    }

    /// A rename made on another device arrives: nothing here waits for the backend.
    @Test func aCardChangedOnlyOnTheBackendTakesTheBackendsCopy() async throws {
        var renamed = local
        renamed.name = "Renamed elsewhere"
        let store = CardStoreSpy([local])
        let sut = CardSync(store: store, remote: CardSyncServiceSpy([renamed]))

        let report = try await sut.download()

        #expect(report.updated == 1)
        #expect(report.changedTheList)
        #expect(await store.cards["a"]?.name == "Renamed elsewhere")
    }

    /// Local first: a change made here that waits is never overwritten by the backend's copy —
    /// it is sent instead.
    @Test func aChangeMadeHereWinsOverTheBackendsCopyAndIsSent() async throws {
        var edited = local
        edited.name = "Edited here"
        let remote = CardSyncServiceSpy([local])
        let store = CardStoreSpy([local])
        let sut = CardSync(store: store, remote: remote)
        await remote.fail(with: ServiceFailure())
        try await sut.saveLocally(edited)
        await #expect(throws: ServiceFailure.self) { try await sut.upload(edited) }

        await remote.fail(with: nil)
        let report = try await sut.download()

        #expect(await remote.remoteCards == [edited])
        #expect(await store.cards["a"] == edited)
        #expect(report.waiting == 0)
        #expect(await store.pending.isEmpty)
    }

    /// Renamed here while offline, renamed elsewhere meanwhile: the backend refuses the change
    /// made from the old copy; the card takes the backend's name and this device's version is
    /// kept as a new card beside it, uploaded too. Nothing is lost, and the status says so.
    @Test func aCardChangedHereAndElsewhereKeepsBothVersions() async throws {
        var mine = local
        mine.name = "Mine"
        var theirs = local
        theirs.name = "Theirs"
        let remote = CardSyncServiceSpy([local])
        let store = CardStoreSpy([local])
        let sut = CardSync(store: store, remote: remote)
        try await sut.saveLocally(mine)
        await remote.changeElsewhere(to: theirs)

        let report = try await sut.download()

        let names = await store.cards.values.map(\.name).sorted()
        #expect(names == ["Mine (this device)", "Theirs"])
        #expect(await remote.remoteCards.map(\.name).sorted() == ["Mine (this device)", "Theirs"])
        #expect(report.waiting == 0)
        #expect(
            report.description
                == #"Synced 2 cards; "Mine" was changed elsewhere too: yours is kept as "Mine (this device)""#)
    }

    /// A copy kept of a card changed here and elsewhere is a card the grid must show, even when
    /// nothing else of the list changed (the backend's copy was already the card here).
    @Test func aKeptCopyAloneChangesTheList() {
        var report = CardSync.Report()
        report.alreadyHere = 4
        report.keptCopies = [("Coffee Club U S", "Coffee Club U S (this device)")]

        #expect(report.changedTheList)
    }

    @Test func aCopysNameKeepsToTheLimit() async throws {
        var mine = local
        mine.name = String(repeating: "n", count: 64)
        var theirs = local
        theirs.name = "Theirs"
        let remote = CardSyncServiceSpy([local])
        let store = CardStoreSpy([local])
        let sut = CardSync(store: store, remote: remote)
        try await sut.saveLocally(mine)
        await remote.changeElsewhere(to: theirs)

        _ = try await sut.download()

        let copy = await store.cards.values.first { $0.name.hasSuffix(" (this device)") }
        #expect(copy?.name.count == 64)
        #expect(copy?.isValid == true)
    }

    @Test func changesWaitingAreSentOldestFirst() async throws {
        let remote = CardSyncServiceSpy([local])
        let store = CardStoreSpy([local])
        let sut = CardSync(store: store, remote: remote)
        try await sut.saveLocally(remoteOnly)
        try await sut.deleteLocally("a")

        _ = try await sut.download()

        #expect(await remote.calls == [.upload("b"), .deleteCard(identifier: "a"), .downloadCards])
    }

    /// The backend refuses one change (a card it cannot read): the others still go, and the
    /// refused one waits, with its reason, and the status says how many wait.
    @Test func aRefusedChangeWaitsAndTheRestAreSent() async throws {
        let other = Card(identifier: "c", name: "Other", front: Data([5]), back: Data([6]))
        let remote = CardSyncServiceSpy()
        await remote.refuseUploads(of: "b", with: ServiceFailure("The photo is not a JPEG."))
        let store = CardStoreSpy()
        let sut = CardSync(store: store, remote: remote)
        try await sut.saveLocally(remoteOnly)
        try await sut.saveLocally(other)

        let report = try await sut.download()

        #expect(await remote.remoteCards == [other])
        #expect(await store.pending.map(\.identifier) == ["b"])
        #expect(report.waiting == 1)
        #expect(
            report.description
                == "Synced 1 card; skipped There (not uploaded: The photo is not a JPEG.); 1 change waits for the backend"
        )
    }

    /// An upload that hangs while a sync sends its change, then fails: its failure says nothing
    /// more (the sync said what happened) — it is told apart from a failure that leaves the
    /// change waiting.
    @Test func anUploadThatFailsAfterASyncSentItsChangeIsNoFailureToReport() async throws {
        let remote = CardSyncServiceSpy()
        let store = CardStoreSpy()
        let sut = CardSync(store: store, remote: remote)
        try await sut.saveLocally(local)
        await remote.duringNextUpload(
            { _ = try? await sut.download() }, thenFailWith: .init("The server did not answer within 10 seconds."))

        let late = await #expect(throws: ChangeDeliveredMeanwhile.self) { try await sut.upload(local) }

        #expect(late.map { "\($0.failure)" } == "The server did not answer within 10 seconds.")
        #expect(await store.pending.isEmpty)
        #expect(await remote.remoteCards.contains(local))
    }

    @Test func anUploadThatFailsWithItsChangeStillWaitingSaysWhy() async throws {
        let remote = CardSyncServiceSpy()
        let sut = CardSync(store: CardStoreSpy(), remote: remote)
        try await sut.saveLocally(local)
        await remote.fail(with: .init("The server did not answer within 10 seconds."))

        await #expect(throws: ServiceFailure.self) { try await sut.upload(local) }
    }

    /// An upload that ends after the card was changed again must leave the new change waiting.
    @Test func anUploadOvertakenByANewerChangeLeavesTheNewerOneWaiting() async throws {
        var newer = local
        newer.name = "Newer"
        let remote = CardSyncServiceSpy()
        let store = CardStoreSpy()
        let sut = CardSync(store: store, remote: remote)
        try await sut.saveLocally(local)
        await remote.duringNextUpload { [newer] in try? await sut.saveLocally(newer) }

        try await sut.upload(local)

        #expect(await store.pending.map(\.identifier) == ["a"])
        _ = try await sut.download()
        #expect(await remote.remoteCards == [newer])
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

    /// Offline with a change made here: the error says how many changes wait, in the words the
    /// report uses after a sync — one count everywhere.
    @Test func aFailedDownloadSaysHowManyChangesWait() async throws {
        let remote = CardSyncServiceSpy([local])
        let store = CardStoreSpy([local])
        let sut = CardSync(store: store, remote: remote)
        var renamed = local
        renamed.name = "Renamed offline"
        await remote.fail(with: ServiceFailure("Cannot reach the server at http://127.0.0.1:9: connection refused."))
        try await sut.saveLocally(renamed)

        let failure = await #expect(throws: CardChangesWait.self) { try await sut.download() }

        #expect(
            failure.map { "\($0)" }
                == "Cannot reach the server at http://127.0.0.1:9: connection refused; 1 change waits for the backend")
        #expect(failure?.waiting == 1)
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
