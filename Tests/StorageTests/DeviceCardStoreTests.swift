import Domain
import Foundation
import TestSupport
import Testing

@testable import Storage

/// The apps' cards on a real SQLite file: every change made here keeps a pending change in the
/// same transaction, so what the backend has not taken survives quitting and is sent later.
@Suite("Device card store")
struct DeviceCardStoreTests {
    private let directory: TemporaryDirectory
    private let sut: DeviceCardStore

    init() throws {
        directory = try TemporaryDirectory()
        sut = try Self.open(directory)
    }

    private static let ana = Account(server: "the embedded backend", username: "ana")

    private static func open(
        _ directory: TemporaryDirectory, as account: Account? = ana,
        thumbnailer: any CardThumbnailer = ThumbnailerStub()
    ) throws -> DeviceCardStore {
        DeviceCardStore(
            database: try SQLiteDatabase.open(at: directory.path("app.sqlite")), accounts: DeviceAccount(account),
            thumbnailer: thumbnailer)
    }

    @Test func aSaveQueuesAnUploadAndADeletionReplacesIt() async throws {
        let card = makeCard("Gym", identifier: "g")

        try await sut.save(card)
        let afterSave = try await sut.pendingChanges()
        try await sut.delete(identifier: "g")
        let afterDelete = try await sut.pendingChanges()

        #expect(afterSave.map(\.kind) == [.upload])
        #expect(afterDelete.map(\.kind) == [.delete], "one change a card: its latest")
        #expect(afterDelete[0].sequence > afterSave[0].sequence)
    }

    @Test func changesComeOldestFirstAndSurviveReopening() async throws {
        try await sut.save(makeCard("Zoo", identifier: "z"))
        try await sut.save(makeCard("Apple", identifier: "a"))
        try await sut.save(makeCard("Zoo again", identifier: "z"))

        let reopened = try Self.open(directory)

        #expect(try await reopened.pendingChanges().map(\.identifier) == ["a", "z"])
    }

    /// An upload that ends after the card changed again removes only its own change.
    @Test func aChangeThatReachedTheBackendGoesAndALaterOneStays() async throws {
        try await sut.save(makeCard("Gym", identifier: "g"))
        let sent = try #require(try await sut.pendingChanges().first)
        try await sut.save(makeCard("Gym Plus", identifier: "g"))

        try await sut.changeReachedBackend(sent)
        let waiting = try await sut.pendingChanges()

        #expect(waiting.count == 1)
        #expect(waiting.first?.sequence != sent.sequence)
        try await sut.changeReachedBackend(try #require(waiting.first))
        #expect(try await sut.pendingChanges().isEmpty)
    }

    /// SQLite's AUTOINCREMENT: once every change is gone, a new one still gets a new number, so
    /// an old upload still in flight cannot take it for its own.
    @Test func aSequenceIsNeverReused() async throws {
        try await sut.save(makeCard("Gym", identifier: "g"))
        let first = try #require(try await sut.pendingChanges().first)
        try await sut.changeReachedBackend(first)

        try await sut.save(makeCard("Gym", identifier: "g"))

        #expect(try await sut.pendingChanges().first?.sequence ?? 0 > first.sequence)
    }

    @Test func aSaveThatFailsStoresNothingAndQueuesNothing() async throws {
        let failing = try Self.open(directory, thumbnailer: FailingThumbnailer())

        await #expect(throws: StorageError.self) { try await failing.save(makeCard("Broken")) }

        #expect(try await sut.count() == 0)
        #expect(try await sut.pendingChanges().isEmpty)
    }

    @Test func theBackendsCopyIsAddedUpdatedOrLeftAsItIs() async throws {
        let card = makeCard("Gym", identifier: "g")
        var renamed = card
        renamed.name = "Gym Plus"

        let added = try await sut.storeFromBackend(card)
        let unchanged = try await sut.storeFromBackend(card)
        let updated = try await sut.storeFromBackend(renamed)

        #expect([added, unchanged, updated] == [.added, .unchanged, .updated])
        #expect(try await sut.card(identifier: "g")?.name == "Gym Plus")
        #expect(try await sut.pendingChanges().isEmpty, "the backend's copy is no change made here")
    }

    @Test func aChangeMadeHereWinsOverTheBackendsCopy() async throws {
        var edited = makeCard("Edited here", identifier: "g")
        try await sut.save(edited)
        edited.name = "The backend's older name"

        let outcome = try await sut.storeFromBackend(edited)

        #expect(outcome == .keptChangeMadeHere)
        #expect(try await sut.card(identifier: "g")?.name == "Edited here")
    }

    @Test func aCardDeletedHereIsNotBroughtBackByTheBackendsCopy() async throws {
        let card = makeCard("Gym", identifier: "g")
        _ = try await sut.storeFromBackend(card)
        try await sut.delete(identifier: "g")

        let outcome = try await sut.storeFromBackend(card)

        #expect(outcome == .keptChangeMadeHere)
        #expect(try await sut.card(identifier: "g") == nil)
    }

    /// The base a change is sent with: the backend's copy as last seen, kept when the card is
    /// saved here (a save replaces the card's whole row) and forgotten with the card.
    @Test func theBackendsRevisionOfACardIsKeptUntilItIsDeleted() async throws {
        let copy = makeCard("Gym", identifier: "g")
        _ = try await sut.storeFromBackend(copy)
        try await sut.save(makeCard("Gym here", identifier: "g"))
        let afterSave = try await sut.backendRevision(of: "g")
        let uploaded = makeCard("Gym there", identifier: "g")
        try await sut.backendHas(uploaded)
        let afterUpload = try await sut.backendRevision(of: "g")

        try await sut.delete(identifier: "g")

        #expect(afterSave == copy.revision)
        #expect(afterUpload == uploaded.revision)
        #expect(try await sut.backendRevision(of: "g") == nil)
    }

    @Test func eachAccountHasItsOwnCardsChangesAndBackendCopies() async throws {
        let bens = try Self.open(directory, as: Account(server: "the embedded backend", username: "ben"))
        try await sut.save(makeCard("Ana's gym", identifier: "gym"))
        try await sut.backendHas(makeCard("Ana's gym", identifier: "gym"))

        #expect(try await bens.count() == 0)
        #expect(try await bens.card(identifier: "gym") == nil)
        #expect(try await bens.pendingChanges().isEmpty)
        #expect(try await bens.backendRevision(of: "gym") == nil)
        #expect(try await bens.delete(identifier: "gym") == false)
        #expect(try await sut.count() == 1, "Ben's delete reached nothing of Ana's")
    }

    @Test func withNobodySignedInThereAreNoCardsToReach() async throws {
        let signedOut = try Self.open(directory, as: nil)

        await #expect(throws: StorageError.noAccount) { try await signedOut.count() }
        await #expect(throws: StorageError.noAccount) { try await signedOut.save(makeCard("Gym")) }
    }

    /// What a data folder kept before accounts holds (cards of nobody) goes to the first account
    /// that signs in there, with its waiting changes and backend copies: nothing is lost.
    @Test func cardsKeptBeforeAccountsGoToTheFirstAccountThatSignsIn() async throws {
        let database = try SQLiteDatabase.open(at: directory.path("app.sqlite"))
        let before = makeCard("Kept before accounts", identifier: "old")
        let rows = try CardRepository(database: database, thumbnailer: ThumbnailerStub()).rows(
            for: [before], owner: CardRepository.nobody)
        try await database.write { db in
            for row in rows { try row.insert(db) }
            try PendingCardChangeRow.queue(.upload, for: "old", owner: CardRepository.nobody, in: db)
            try BackendCopyRow(owner: CardRepository.nobody, identifier: "old", revision: before.revision.description)
                .insert(db)
        }

        try await sut.claimUnownedCards(for: Self.ana)
        try await sut.claimUnownedCards(for: Account(server: "the embedded backend", username: "ben"))

        #expect(try await sut.card(identifier: "old") == before)
        #expect(try await sut.pendingChanges().map(\.identifier) == ["old"])
        #expect(try await sut.backendRevision(of: "old") == before.revision)
    }
}
