import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@testable import MyCardsUDF

@MainActor
@Suite("UDF · Card details feature", .storesFinish)
struct CardDetailsFeatureTests {
    let cards = CardStoreSpy([CardFixtures.coffee])
    let scheduler = ManualScheduler()

    private func makeSUT(_ mode: CardDetailsMode = .normal, card: Card = CardFixtures.coffee) -> TestStore<
        CardDetailsFeature
    > {
        TestStore(
            initialState: CardDetailsFeature.State(mode: mode, card: card),
            reducer: CardDetailsFeature(sync: CardSync(store: cards, remote: CardSyncServiceSpy())),
            scheduler: scheduler
        )
    }

    @Test func aFaceOpensItsPhotoInNormalModeAndAsksWhereANewOneComesFromWhileEditing() async throws {
        let sut = makeSUT()
        let front = try #require(CardFixtures.coffee.front)

        sut.send(.faceChosen(.front))
        await sut.receive(.delegate(.showPhoto(front, of: .front)))
        sut.send(.editTapped) { $0.mode = .edit }
        sut.send(.faceChosen(.back)) {
            $0.photoSource = AlertState(
                title: "Set back photo", message: "",
                buttons: [
                    .init("Camera", action: .camera(.back)), .init("Photo Library", action: .photoLibrary(.back)),
                    .init("Cancel", role: .cancel),
                ])
        }
        sut.send(.photoSource(.photoLibrary(.back))) { $0.photoSource = nil }
        await sut.receive(.delegate(.choosePhoto(for: .back)))
        await sut.finish()
    }

    @Test func anEditSavedStaysOnScreenAndTellsTheParent() async {
        let sut = makeSUT()
        var renamed = CardFixtures.coffee
        renamed.name = "Coffee Corner"
        sut.send(.editTapped) { $0.mode = .edit }
        sut.send(.nameChanged("Coffee Corner")) { $0.draft.name = "Coffee Corner" }
        #expect(sut.state.unsavedWork == "Your changes to this card will be lost.")

        sut.send(.saveTapped) { $0.isSaving = true }
        await sut.receive(.saved(renamed)) {
            $0.isSaving = false
            $0.savedCard = renamed
            $0.draft = renamed
            $0.mode = .normal
        }
        await sut.receive(.delegate(.saved(renamed)))
        await sut.finish()
        #expect(await cards.savedCards == [renamed])
    }

    @Test func aNewCardNeedsANameAndBothPhotosThenLeaves() async {
        let sut = makeSUT(.create, card: Card(identifier: "new"))
        #expect(sut.state.title == "Add new card")
        sut.send(.nameChanged("Gym")) { $0.draft.name = "Gym" }
        #expect(sut.state.saveUnavailableReason == "A card needs a name and both photos.")
        sut.send(.saveTapped)

        sut.send(.photoTaken(CardFixtures.photo(10), for: .front)) { $0.draft.front = CardFixtures.photo(10) }
        sut.send(.photoTaken(CardFixtures.photo(20), for: .back)) { $0.draft.back = CardFixtures.photo(20) }
        sut.send(.saveTapped) { $0.isSaving = true }
        let card = Card(identifier: "new", name: "Gym", front: CardFixtures.photo(10), back: CardFixtures.photo(20))
        await sut.receive(.saved(card)) { $0.isSaving = false }
        await sut.receive(.delegate(.created(card)))
        await sut.finish()
    }

    @Test func cancelRevertsAnEditAndEscLeavesOtherwise() async {
        let sut = makeSUT()
        sut.send(.editTapped) { $0.mode = .edit }
        sut.send(.nameChanged("Other")) { $0.draft.name = "Other" }

        sut.send(.backTapped) {
            $0.draft = CardFixtures.coffee
            $0.mode = .normal
        }
        sut.send(.backTapped)
        await sut.receive(.delegate(.dismissed))
        await sut.finish()
    }

    @Test func deleteAsksFirstThenTellsTheParent() async {
        let sut = makeSUT()
        sut.send(.deleteTapped)
        sut.send(.editTapped) { $0.mode = .edit }

        sut.send(.deleteTapped) {
            $0.alert = AlertState(
                title: "Delete card", message: "Are you sure you want to delete \"Coffee Club\"?",
                buttons: [
                    .init("Delete", role: .destructive, action: .confirmDeletion), .init("Cancel", role: .cancel),
                ])
        }
        sut.send(.alert(.confirmDeletion)) {
            $0.alert = nil
            $0.isSaving = true
        }
        await sut.receive(.deleted(CardFixtures.coffee)) { $0.isSaving = false }
        await sut.receive(.delegate(.deleted(CardFixtures.coffee)))
        await sut.finish()
        #expect(await cards.cards.isEmpty)
    }
}
