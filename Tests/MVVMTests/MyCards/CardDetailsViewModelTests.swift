import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("MVVM · Card details view model")
struct CardDetailsViewModelTests {
    let output = MyCardsOutputSpy()
    let alerts = AlertRecorder()
    let sheets = AlertRecorder()
    let events = EventRecorder<String>()
    let store = CardStoreSpy([CardFixtures.coffee])

    private func makeSUT(_ mode: CardDetailsMode, card: Card) -> CardDetailsViewModel {
        let sut = CardDetailsViewModel(
            mode: mode, card: card, sync: CardSync(store: store, remote: CardSyncServiceSpy()), output: output)
        sut.onAlert = alerts.record
        sut.onSheet = sheets.record
        sut.onEditingBegan = { [events] in events.record("editing began") }
        return sut
    }

    @Test func createNeedsANameAndBothPhotos() async throws {
        let sut = makeSUT(.create, card: Card(identifier: "new"))
        #expect(sut.title == "Add new card")
        sut.nameDidChange("Gym")
        #expect(!sut.canSave)
        #expect(sut.saveUnavailableReason == "A card needs a name and both photos.")
        sut.photoTaken(CardFixtures.photo(1), for: .front)
        #expect(!sut.canSave)
        sut.photoTaken(CardFixtures.photo(2), for: .back)
        #expect(sut.canSave)

        await sut.saveTapped()

        #expect(await store.cards["new"]?.name == "Gym")
        let saved = try #require(await store.cards["new"])
        #expect(output.events.last == .cardCreated(saved))
    }

    @Test func aBlankNameCannotBeSaved() async {
        let sut = makeSUT(
            .create, card: Card(identifier: "new", front: CardFixtures.photo(1), back: CardFixtures.photo(2)))
        sut.nameDidChange("   ")

        await sut.saveTapped()

        #expect(!sut.canSave)
        #expect(await store.savedCards.isEmpty)
    }

    @Test func cancelInEditRevertsNameAndPhotos() {
        let sut = makeSUT(.normal, card: CardFixtures.coffee)
        sut.editTapped()
        #expect(sut.mode == .edit)
        #expect(events.events == ["editing began"], "editing begins in the name field")
        sut.nameDidChange("Coffee Club Gold")
        sut.photoTaken(CardFixtures.photo(0), for: .front)

        sut.cancelTapped()

        #expect(sut.mode == .normal)
        #expect(sut.draft == CardFixtures.coffee)
    }

    @Test func cancelInCreateDiscardsTheDraft() async {
        let sut = makeSUT(.create, card: Card(identifier: "new"))
        sut.nameDidChange("Gym")

        sut.cancelTapped()

        #expect(output.events.last == .cardDismissed)
        #expect(await store.savedCards.isEmpty)
    }

    @Test func saveInEditGoesBackToNormalMode() async {
        let sut = makeSUT(.normal, card: CardFixtures.coffee)
        sut.editTapped()
        sut.nameDidChange("Coffee Club Gold")

        await sut.saveTapped()

        #expect(sut.mode == .normal)
        #expect(sut.savedCard.name == "Coffee Club Gold")
        #expect(await store.cards["coffee"]?.name == "Coffee Club Gold")
    }

    @Test func aFailedSaveKeepsTheEditAndSaysWhy() async {
        let sut = makeSUT(.normal, card: CardFixtures.coffee)
        await store.fail(with: ServiceFailure("The database is locked."))
        sut.editTapped()
        sut.nameDidChange("Coffee Club Gold")

        await sut.saveTapped()

        #expect(alerts.last?.message == "Unable to save the card: The database is locked.")
        #expect(sut.mode == .edit)
        #expect(sut.draft.name == "Coffee Club Gold")
    }

    @Test func aFaceOpensThePhotoInNormalModeAndAsksForASourceWhileEditing() async throws {
        let sut = makeSUT(.normal, card: CardFixtures.coffee)
        let back = try #require(CardFixtures.coffee.back)
        sut.faceChosen(.back)
        #expect(output.events.last == .facePhotoChosen(back, of: .back))

        sut.editTapped()
        sut.faceChosen(.front)
        let sheet = try #require(sheets.last)
        #expect(sheet.title == "Set front photo")
        #expect(sheet.buttons.map(\.title) == ["Camera", "Photo Library", "Cancel"])
        await sheet.buttons[0].action?()
        #expect(output.events.last == .cameraChosen(for: .front))
        sut.faceChosen(.back)
        await sheets.last?.buttons[1].action?()
        #expect(output.events.last == .photoLibraryChosen(for: .back))
    }

    @Test func deleteAsksFirstThenDeletesHereAndRoutes() async throws {
        let sut = makeSUT(.normal, card: CardFixtures.coffee)
        sut.deleteTapped()
        #expect(alerts.last == nil, "only in edit mode")
        sut.editTapped()

        sut.deleteTapped()
        let alert = try #require(alerts.last)
        #expect(alert.message == "Are you sure you want to delete \"Coffee Club\"?")
        await alert.buttons[0].action?()

        #expect(await store.cards["coffee"] == nil)
        #expect(output.events.last == .cardDeleted(CardFixtures.coffee))
    }

    @Test func aNameIsSavedWithoutItsInvisibleEnds() async {
        let sut = makeSUT(
            .create, card: Card(identifier: "new", front: CardFixtures.photo(1), back: CardFixtures.photo(2)))
        sut.nameDidChange(HostileNames.padded)

        await sut.saveTapped()

        #expect(await store.cards["new"]?.name == HostileNames.paddedKept)
    }
}
