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
        #expect(output.events.last == .cardSaved(name: "Gym", wasNew: true))
        #expect(caller.saved.map(\.name) == ["Gym"], "the grid hears of it, to upload it")
    }

    @Test func theCardIsToldAsItStandsFirst() {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)

        sut.loadCard()

        #expect(output.events == [.cardLoaded(draftName: "Coffee Club", mode: .normal)])
    }

    @Test func anEditSavedBecomesTheCardShownAndDiscardingPutsItBack() async {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)
        sut.edit()
        sut.rename("Coffee Club Gold")
        #expect(output.events.last == .cardChanged(draftName: "Coffee Club Gold", mode: .edit, hasChanges: true))
        await sut.save()
        #expect(
            output.events.suffix(2) == [
                .cardChanged(draftName: "Coffee Club Gold", mode: .normal, hasChanges: false),
                .cardSaved(name: "Coffee Club Gold", wasNew: false),
            ])

        sut.edit()
        sut.rename("Tea")
        sut.back()
        #expect(
            output.events.suffix(2) == [
                .cardChanged(draftName: "Coffee Club Gold", mode: .normal, hasChanges: false),
                .editCancelled(name: "Coffee Club Gold"),
            ])
    }

    @Test func editingBeginsOnlyFromTheCardShown() {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)

        sut.edit()
        sut.edit()

        #expect(
            output.events == [.cardChanged(draftName: "Coffee Club", mode: .edit, hasChanges: false), .editingBegan])
    }

    @Test func aChosenFaceOpensItsPhotoWhenShownAndNeedsASourceWhenChanged() {
        let sut = makeSUT(Card(identifier: "half", name: "Half", front: CardFixtures.photo(1)), mode: .normal)

        sut.chooseFace(.front)
        sut.chooseFace(.back)
        sut.edit()
        sut.chooseFace(.back)

        #expect(
            output.events == [
                .facePhotoChosen(CardFixtures.photo(1), of: .front),
                .cardChanged(draftName: "Half", mode: .edit, hasChanges: false), .editingBegan,
                .photoSourceNeeded(for: .back),
            ],
            "no photo to open on the back")
    }

    @Test func aPhotoGoesOnTheFaceAwaitingItAndOneNobodyAwaitsIsDropped() {
        let sut = makeSUT(Card(identifier: "new"), mode: .create)

        sut.receivePhoto(CardFixtures.photo(1))
        sut.awaitPhoto(for: .back)
        sut.receivePhoto(CardFixtures.photo(2))
        sut.receivePhoto(CardFixtures.photo(3))
        sut.loadCard()

        #expect(
            output.events == [
                .cardChanged(draftName: "", mode: .create, hasChanges: true), .photoPlaced,
                .cardLoaded(draftName: "", mode: .create),
            ])
        #expect(output.lastDraft?.back == CardFixtures.photo(2) && output.lastDraft?.front == nil)
    }

    @Test func escCancelsAnEditAndOtherwiseCloses() {
        let created = makeSUT(Card(identifier: "new"), mode: .create)
        created.back()
        let shown = makeSUT(CardFixtures.coffee, mode: .normal)
        shown.back()

        #expect(output.events == [.cardClosed, .cardClosed])
    }

    @Test func aDeletionIsConfirmedOnlyWhileEditing() {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)
        sut.askToDelete()
        #expect(output.events.isEmpty)

        sut.edit()
        sut.askToDelete()

        #expect(output.events.last == .deletionNeedsConfirmation(name: "Coffee Club"))
    }

    @Test func onlyACardBeingEditedIsDeleted() async {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)
        await sut.delete()
        #expect(await store.cards["coffee"] != nil)

        sut.edit()
        await sut.delete()

        #expect(await store.cards["coffee"] == nil)
        #expect(output.events.last == .cardDeleted)
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
    /// A call the spy took; a draft by its name.
    enum Call: Equatable {
        case cardLoaded(draftName: String, mode: CardDetailsMode)
        case cardChanged(draftName: String, mode: CardDetailsMode, hasChanges: Bool)
        case editingBegan
        case facePhotoChosen(Data, of: CardSide)
        case photoSourceNeeded(for: CardSide)
        case photoPlaced
        case editCancelled(name: String)
        case cardClosed
        case deletionNeedsConfirmation(name: String)
        case cardSaved(name: String, wasNew: Bool)
        case cardCouldNotBeSaved(errorDescription: String)
        case cardDeleted
        case cardCouldNotBeDeleted(errorDescription: String)
    }

    private(set) var events: [Call] = []

    private(set) var lastDraft: CardDetailsDraft?

    func cardLoaded(_ draft: CardDetailsDraft, mode: CardDetailsMode) {
        lastDraft = draft
        events.append(.cardLoaded(draftName: draft.name, mode: mode))
    }
    func cardChanged(_ draft: CardDetailsDraft, mode: CardDetailsMode, hasChanges: Bool) {
        lastDraft = draft
        events.append(.cardChanged(draftName: draft.name, mode: mode, hasChanges: hasChanges))
    }
    func editingBegan() { events.append(.editingBegan) }
    func facePhotoChosen(_ photo: Data, of side: CardSide) { events.append(.facePhotoChosen(photo, of: side)) }
    func photoSourceNeeded(for side: CardSide) { events.append(.photoSourceNeeded(for: side)) }
    func photoPlaced() { events.append(.photoPlaced) }
    func editCancelled(name: String) { events.append(.editCancelled(name: name)) }
    func cardClosed() { events.append(.cardClosed) }
    func deletionNeedsConfirmation(name: String) { events.append(.deletionNeedsConfirmation(name: name)) }
    func cardSaved(name: String, wasNew: Bool) { events.append(.cardSaved(name: name, wasNew: wasNew)) }
    func cardCouldNotBeSaved(_ error: any Error) {
        events.append(.cardCouldNotBeSaved(errorDescription: String(describing: error)))
    }
    func cardDeleted() { events.append(.cardDeleted) }
    func cardCouldNotBeDeleted(_ error: any Error) {
        events.append(.cardCouldNotBeDeleted(errorDescription: String(describing: error)))
    }
}
