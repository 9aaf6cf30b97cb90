import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import Storage

@Suite("Card repository")
struct CardRepositoryTests {
    private let directory: TemporaryDirectory
    private let database: SQLiteDatabase
    private let clock = ManualDate(Date(timeIntervalSince1970: 1_700_000_000))
    private let sut: CardRepository
    /// Whose cards the tests keep, unless one says otherwise.
    private let owner = "alice"

    init() throws {
        directory = try TemporaryDirectory()
        database = try SQLiteDatabase.open(at: directory.path("cards.sqlite"))
        sut = CardRepository(database: database, thumbnailer: ThumbnailerStub(), now: { [clock] in clock.now })
    }

    @Test func savedCardComesBackWhole() async throws {
        let card = makeCard("Coffee Club")

        try await sut.save(card, owner: owner)

        #expect(try await sut.card(identifier: card.identifier, owner: owner) == card)
        #expect(try await sut.count(owner: owner) == 1)
    }

    @Test func summaryHasTheThumbnailOfTheFrontAndTheSaveTime() async throws {
        let card = makeCard("Bakery")

        try await sut.save(card, owner: owner)

        let summary = try #require(try await sut.summaries(owner: owner, offset: 0, limit: 10).first)
        #expect(summary.identifier == card.identifier)
        #expect(summary.name == "Bakery")
        #expect(summary.thumbnail == Data("thumbnail of front of Bakery".utf8))
        #expect(summary.updatedAt == clock.now)
    }

    @Test func summariesComeByNameRegardlessOfCaseAndPage() async throws {
        for name in ["zoo", "Apple", "bakery", "Cinema"] {
            try await sut.save(makeCard(name), owner: owner)
        }

        let firstPage = try await sut.summaries(owner: owner, offset: 0, limit: 3).map(\.name)
        let secondPage = try await sut.summaries(owner: owner, offset: 3, limit: 3).map(\.name)

        #expect(firstPage == ["Apple", "bakery", "Cinema"])
        #expect(secondPage == ["zoo"])
    }

    @Test func theListQueryNeverSelectsThePhotos() async throws {
        let sql = try await database.read { [owner] db in
            try CardRow.summariesByName(of: owner).makePreparedRequest(db).statement.sql
        }

        #expect(!sql.contains("front"))
        #expect(!sql.contains("back"))
        #expect(!sql.contains("*"))
    }

    @Test func savingAgainReplacesTheCardAndRestampsIt() async throws {
        var card = makeCard("Old name")
        try await sut.save(card, owner: owner)
        clock.set(clock.now.addingTimeInterval(60))

        card.name = "New name"
        card.back = Data("new back".utf8)
        try await sut.save(card, owner: owner)

        #expect(try await sut.count(owner: owner) == 1)
        #expect(try await sut.card(identifier: card.identifier, owner: owner) == card)
        #expect(try await sut.summaries(owner: owner, offset: 0, limit: 1).first?.updatedAt == clock.now)
    }

    @Test func anInvalidCardIsRefusedWithItsReasonAndNothingIsStored() async throws {
        let card = Card(identifier: "c1", name: "Gym", front: Data([1]), back: nil)

        let error = await #expect(throws: StorageError.self) { try await sut.save(card, owner: owner) }

        #expect(error == .invalidCard(.missingPhoto(.back)))
        #expect(error?.description == "Cannot save the card: The card needs a back photo.")
        #expect(try await sut.count(owner: owner) == 0)
    }

    @Test func aPhotoThatCannotBeThumbnailedIsRefusedAndNothingIsStored() async throws {
        let failing = CardRepository(database: database, thumbnailer: FailingThumbnailer())

        let error = await #expect(throws: StorageError.self) {
            try await failing.save(makeCard("Broken"), owner: owner)
        }

        #expect(error == .thumbnailFailed(reason: "not a JPEG"))
        #expect(try await sut.count(owner: owner) == 0)
    }

    @Test func severalCardsAreSavedAllOrNone() async throws {
        let good = makeCard("Good")
        let bad = Card(identifier: "bad", name: "", front: Data([1]), back: Data([1]))

        await #expect(throws: StorageError.invalidCard(.blankName)) { try await sut.save([good, bad], owner: owner) }
        #expect(try await sut.count(owner: owner) == 0)

        try await sut.save([good, makeCard("Also good")], owner: owner)
        #expect(try await sut.allCards(owner: owner).map(\.name) == ["Also good", "Good"])
    }

    @Test func deleteRemovesTheCardAndSaysWhetherThereWasOne() async throws {
        let card = makeCard("Library")
        try await sut.save(card, owner: owner)

        let first = try await sut.delete(identifier: card.identifier, owner: owner)
        let second = try await sut.delete(identifier: card.identifier, owner: owner)

        #expect(first)
        #expect(!second)
        #expect(try await sut.card(identifier: card.identifier, owner: owner) == nil)
    }

    @Test func cardsSurviveReopeningTheFile() async throws {
        let card = makeCard("Pharmacy")
        try await sut.save(card, owner: owner)

        let reopened = CardRepository(
            database: try SQLiteDatabase.open(at: database.location), thumbnailer: ThumbnailerStub())

        #expect(try await reopened.card(identifier: card.identifier, owner: owner) == card)
    }

    @Test func anOwnerReachesOnlyItsOwnCardsEvenUnderOneIdentifier() async throws {
        let alices = makeCard("Alice's gym", identifier: "same")
        let bobs = makeCard("Bob's gym", identifier: "same")
        try await sut.save(alices, owner: "alice")
        try await sut.save(bobs, owner: "bob")

        let deletedByBob = try await sut.delete(identifier: "same", owner: "bob")

        #expect(deletedByBob)
        #expect(try await sut.card(identifier: "same", owner: "alice") == alices)
        #expect(try await sut.card(identifier: "same", owner: "bob") == nil)
        #expect(try await sut.count(owner: "alice") == 1)
        #expect(try await sut.allCards(owner: "bob").isEmpty)
        #expect(try await sut.summaries(owner: "carol", offset: 0, limit: 10).isEmpty)
    }

    @Test func cardsOfNobodyGoToTheFirstOwnerThatClaimsThemItsOwnCopiesKept() async throws {
        try await sut.save(makeCard("Old gym", identifier: "gym"), owner: CardRepository.nobody)
        try await sut.save(makeCard("Old library", identifier: "library"), owner: CardRepository.nobody)
        let alicesGym = makeCard("Alice's gym", identifier: "gym")
        try await sut.save(alicesGym, owner: "alice")

        let taken = try await sut.claimUnowned(for: "alice")
        let takenAgain = try await sut.claimUnowned(for: "bob")

        #expect(taken == 1)
        #expect(takenAgain == 0)
        #expect(try await sut.allCards(owner: "alice").map(\.name) == ["Alice's gym", "Old library"])
        #expect(try await sut.count(owner: CardRepository.nobody) == 0)
    }
}
