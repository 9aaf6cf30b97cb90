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

    private func makeSUT(_ card: Card, mode: CardDetailsMode) -> CardDetailsInteractor {
        let sut = CardDetailsInteractor(card: card, mode: mode, sync: CardSync(store: store, remote: CardSyncServiceSpy()))
        sut.output = output
        return sut
    }

    @Test func aNewCardNeedsANameAndBothPhotosAndIsSavedTrimmed() async {
        let sut = makeSUT(Card(identifier: "new"), mode: .create)
        sut.rename(" Gym ")
        sut.setPhoto(CardFixtures.photo(1), for: .front)
        await sut.save()
        #expect(await store.savedCards.isEmpty, "not without its back photo")

        sut.setPhoto(CardFixtures.photo(2), for: .back)
        await sut.save()

        #expect(await store.savedCards.map(\.name) == ["Gym"])
        #expect(output.events.last == "saved Gym, new: true")
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
        sut.discardChanges()
        #expect(output.events.last == "changed Coffee Club Gold normal")
    }

    @Test func onlyACardBeingEditedIsDeleted() async {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)
        await sut.delete()
        #expect(await store.cards["coffee"] != nil)

        sut.edit()
        await sut.delete()

        #expect(await store.cards["coffee"] == nil)
        #expect(output.events.last == "deleted Coffee Club")
    }

    @Test func aNameIsSavedWithoutItsInvisibleEnds() async {
        let sut = makeSUT(Card(identifier: "new", front: CardFixtures.photo(1), back: CardFixtures.photo(2)), mode: .create)
        sut.rename(HostileNames.padded)

        await sut.save()

        #expect(await store.savedCards.map(\.name) == [HostileNames.paddedKept])
    }
}

@MainActor
final class CardDetailsOutputSpy: CardDetailsInteractorOutputProtocol {
    private(set) var events: [String] = []

    func cardLoaded(_ draft: Card, mode: CardDetailsMode) { events.append("loaded \(draft.name) \(mode)") }
    func cardChanged(_ draft: Card, mode: CardDetailsMode, hasChanges: Bool) {
        events.append("changed \(draft.name) \(mode)" + (hasChanges ? ", has changes" : ""))
    }
    func cardSaved(_ card: Card, wasNew: Bool) { events.append("saved \(card.name), new: \(wasNew)") }
    func cardCouldNotBeSaved(_ error: any Error) { events.append("save failed: \(error)") }
    func cardDeleted(_ card: Card) { events.append("deleted \(card.name)") }
    func cardCouldNotBeDeleted(_ error: any Error) { events.append("delete failed: \(error)") }
}
