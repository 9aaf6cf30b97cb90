import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Card details interactor")
struct CardDetailsInteractorTests {
    let store = CardStoreSpy([CardFixtures.coffee])
    let output = CardDetailsOutputSpy()
    let caller = CardDetailsCallerSpy()

    private func makeSUT(_ card: Card, mode: CardDetailsMode) -> CardDetailsInteractor {
        let sut = CardDetailsInteractor(
            input: CardDetailsInput(card: card, mode: mode, output: caller),
            sync: CardSync(store: store, remote: CardSyncServiceSpy()))
        sut.output = output
        return sut
    }

    @Test func aNewCardNeedsANameAndBothPhotosAndIsSavedTrimmed() async {
        let sut = makeSUT(Card(identifier: "new"), mode: .create)
        sut.rename(" Gym ")
        sut.awaitPhoto(for: .front)
        sut.receivePhoto(CardFixtures.photo(1))
        await sut.save()
        #expect(await store.savedCards.isEmpty, "not without its back photo")

        sut.awaitPhoto(for: .back)
        sut.receivePhoto(CardFixtures.photo(2))
        await sut.save()

        #expect(await store.savedCards.map(\.name) == ["Gym"])
        #expect(output.events.last == "saved Gym, new: true")
        #expect(caller.saved.map(\.name) == ["Gym"], "the grid hears of it, to upload it")
    }

    @Test func theCardIsToldAsItStandsFirst() {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)

        sut.loadCard()

        #expect(output.events == ["loaded Coffee Club normal"])
    }

    @Test func anEditSavedBecomesTheCardShownAndDiscardingPutsItBack() async {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)
        sut.edit()
        sut.rename("Coffee Club Gold")
        #expect(output.events.last == "changed Coffee Club Gold edit, has changes")
        await sut.save()
        #expect(output.events.suffix(2) == ["changed Coffee Club Gold normal", "saved Coffee Club Gold, new: false"])

        sut.edit()
        sut.rename("Tea")
        sut.back()
        #expect(output.events.suffix(2) == ["changed Coffee Club Gold normal", "edit cancelled: Coffee Club Gold"])
    }

    @Test func editingBeginsOnlyFromTheCardShown() {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)

        sut.edit()
        sut.edit()

        #expect(output.events == ["changed Coffee Club edit", "editing began"])
    }

    @Test func aChosenFaceOpensItsPhotoWhenShownAndNeedsASourceWhenChanged() {
        let sut = makeSUT(Card(identifier: "half", name: "Half", front: CardFixtures.photo(1)), mode: .normal)

        sut.chooseFace(.front)
        sut.chooseFace(.back)
        sut.edit()
        sut.chooseFace(.back)

        #expect(
            output.events == ["open front photo", "changed Half edit", "editing began", "source for back"],
            "no photo to open on the back")
    }

    @Test func aPhotoGoesOnTheFaceAwaitingItAndOneNobodyAwaitsIsDropped() {
        let sut = makeSUT(Card(identifier: "new"), mode: .create)

        sut.receivePhoto(CardFixtures.photo(1))
        sut.awaitPhoto(for: .back)
        sut.receivePhoto(CardFixtures.photo(2))
        sut.receivePhoto(CardFixtures.photo(3))
        sut.loadCard()

        #expect(output.events == ["changed  create, has changes", "photo placed", "loaded  create"])
        #expect(output.lastDraft?.back == CardFixtures.photo(2) && output.lastDraft?.front == nil)
    }

    @Test func escCancelsAnEditAndOtherwiseCloses() {
        let created = makeSUT(Card(identifier: "new"), mode: .create)
        created.back()
        let shown = makeSUT(CardFixtures.coffee, mode: .normal)
        shown.back()

        #expect(output.events == ["closed", "closed"])
    }

    @Test func aDeletionIsConfirmedOnlyWhileEditing() {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)
        sut.askToDelete()
        #expect(output.events.isEmpty)

        sut.edit()
        sut.askToDelete()

        #expect(output.events.last == "confirm deleting Coffee Club")
    }

    @Test func onlyACardBeingEditedIsDeleted() async {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)
        await sut.delete()
        #expect(await store.cards["coffee"] != nil)

        sut.edit()
        await sut.delete()

        #expect(await store.cards["coffee"] == nil)
        #expect(output.events.last == "deleted")
        #expect(caller.deleted.map(\.identifier) == ["coffee"], "the grid hears of it, to delete it on the backend")
    }

    @Test func aNameIsSavedWithoutItsInvisibleEnds() async {
        let sut = makeSUT(
            Card(identifier: "new", front: CardFixtures.photo(1), back: CardFixtures.photo(2)), mode: .create)
        sut.rename(HostileNames.padded)

        await sut.save()

        #expect(await store.savedCards.map(\.name) == [HostileNames.paddedKept])
    }
}

@MainActor
final class CardDetailsOutputSpy: CardDetailsInteractorOutputProtocol {
    private(set) var events: [String] = []

    private(set) var lastDraft: CardDetailsDraft?

    func cardLoaded(_ draft: CardDetailsDraft, mode: CardDetailsMode) {
        lastDraft = draft
        events.append("loaded \(draft.name) \(mode)")
    }
    func cardChanged(_ draft: CardDetailsDraft, mode: CardDetailsMode, hasChanges: Bool) {
        lastDraft = draft
        events.append("changed \(draft.name) \(mode)" + (hasChanges ? ", has changes" : ""))
    }
    func editingBegan() { events.append("editing began") }
    func facePhotoChosen(_ photo: Data, of side: CardSide) { events.append("open \(side) photo") }
    func photoSourceNeeded(for side: CardSide) { events.append("source for \(side)") }
    func photoPlaced() { events.append("photo placed") }
    func editCancelled(name: String) { events.append("edit cancelled: \(name)") }
    func cardClosed() { events.append("closed") }
    func deletionNeedsConfirmation(name: String) { events.append("confirm deleting \(name)") }
    func cardSaved(name: String, wasNew: Bool) { events.append("saved \(name), new: \(wasNew)") }
    func cardCouldNotBeSaved(_ error: any Error) { events.append("save failed: \(error)") }
    func cardDeleted() { events.append("deleted") }
    func cardCouldNotBeDeleted(_ error: any Error) { events.append("delete failed: \(error)") }
}
