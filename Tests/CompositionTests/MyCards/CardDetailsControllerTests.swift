import Domain
import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import MyCardsComposition

@MainActor
@Suite("MVC-Composition · Card details container")
struct CardDetailsControllerTests {
    let driver = makeCardsDriver()
    let store = CardStoreSpy([CardFixtures.coffee])
    let remote = CardSyncServiceSpy()
    let reports = ChangeReports()

    /// What the controller told the card list.
    @MainActor
    final class ChangeReports {
        var saved: [Card] = []
        var deleted: [Card.ID] = []
    }

    private func makeSUT(_ mode: CardDetailsMode, card: Card) async -> CardDetailsController {
        let sut = CardDetailsController(
            mode: mode,
            card: card,
            sync: CardSync(store: store, remote: remote),
            camera: await CardFixtures.testCamera(),
            photosDirectory: FileManager.default.temporaryDirectory.path,
            onCardSaved: { [reports] in reports.saved.append($0) },
            onCardDeleted: { [reports] in reports.deleted.append($0.identifier) }
        )
        await driver.start(sut)
        return sut
    }

    @Test func normalModeShowsTheCardAndEditFocusesTheName() async {
        let sut = await makeSUT(.normal, card: CardFixtures.coffee)
        #expect(sut.title == "Card Details")
        #expect(!driver.shows("Name  "), "the name is a heading, not a field")
        #expect(driver.shows("Coffee Club"))

        await driver.press(.character("e"))

        #expect(sut.mode == .edit)
        #expect(driver.shows("Name  Coffee Club"), "the name is in its field")
        #expect(sut.focusedView is TextField && sut.cardName.focusedView != nil, "the focus is on the name's field")
    }

    @Test func createNeedsANameAndBothPhotosBeforeDone() async {
        let sut = await makeSUT(.create, card: Card(identifier: "new"))
        #expect(sut.title == "Add new card")

        await driver.type("Gym")
        #expect(sut.keyBindings.first?.isEnabled == false)
        sut.photoTaken(CardFixtures.photo(10), for: .front)
        #expect(sut.keyBindings.first?.isEnabled == false, "the back photo is still missing")
        sut.photoTaken(CardFixtures.photo(20), for: .back)
        #expect(sut.keyBindings.first?.isEnabled == true)
        await driver.press(.enter)

        #expect(await store.cards["new"]?.name == "Gym")
        #expect(reports.saved.map(\.identifier) == ["new"], "the list takes it to the backend")
    }

    @Test func aBlankNameIsNotValid() async {
        let sut = await makeSUT(
            .create, card: Card(identifier: "new", front: CardFixtures.photo(1), back: CardFixtures.photo(2)))

        await driver.type("   ")
        await driver.press(.enter)

        #expect(sut.keyBindings.first?.isEnabled == false)
        #expect(await store.savedCards.isEmpty)
    }

    @Test func cancelInEditAsksThenRevertsNameAndPhotos() async {
        let sut = await makeSUT(.normal, card: CardFixtures.coffee)
        let asShownFirst = driver.screen
        await driver.press(.character("e"))
        await driver.type(" Gold")
        sut.photoTaken(CardFixtures.photo(0), for: .front)

        await driver.press(.escape)
        #expect(driver.shows("Discard changes?"))
        #expect(driver.shows("Your changes to this card will be lost."))
        await driver.press(.enter)
        #expect(sut.mode == .edit && sut.draft.name == "Coffee Club Gold", "Cancel, the default, keeps the changes")
        await driver.press(.escape, .left, .enter)

        #expect(sut.mode == .normal)
        #expect(sut.draft == CardFixtures.coffee)
        #expect(driver.screen == asShownFirst, "the name and the front photo drawn as they were")
        #expect(await store.savedCards.isEmpty)
    }

    @Test func doneInEditSavesAndGoesBackToNormalMode() async {
        let sut = await makeSUT(.normal, card: CardFixtures.coffee)

        await driver.press(.character("e"))
        await driver.type(" Gold")
        await driver.press(.enter)

        #expect(sut.mode == .normal)
        #expect(await store.cards["coffee"]?.name == "Coffee Club Gold")
        #expect(reports.saved.map(\.name) == ["Coffee Club Gold"])
    }

    @Test func aFailedSaveKeepsTheEditAndSaysWhy() async {
        let sut = await makeSUT(.normal, card: CardFixtures.coffee)
        await store.fail(with: ServiceFailure("The database is locked."))

        await driver.press(.character("e"))
        await driver.type(" Gold")
        await driver.press(.enter)

        #expect(driver.shows("Unable to save the card: The database is locked."))
        #expect(sut.mode == .edit)
        #expect(sut.draft.name == "Coffee Club Gold")
    }

    @Test func deleteAsksFirstThenRemovesTheCardHere() async {
        _ = await makeSUT(.normal, card: CardFixtures.coffee)
        await driver.press(.character("e"), .control("d"))
        #expect(driver.shows("Are you sure you want to delete \"Coffee Club\"?"))
        #expect(await store.cards["coffee"] != nil)

        await driver.press(.left, .enter)

        #expect(await store.cards["coffee"] == nil)
        #expect(reports.deleted == ["coffee"], "the list takes it to the backend")
    }

    @Test func deleteIsOnlyForEditMode() async {
        _ = await makeSUT(.normal, card: CardFixtures.coffee)

        await driver.press(.control("d"))

        #expect(!driver.shows("Delete card"))
    }

    @Test func aNameIsSavedWithoutItsInvisibleEnds() async {
        _ = await makeSUT(
            .create, card: Card(identifier: "new", front: CardFixtures.photo(1), back: CardFixtures.photo(2)))

        await driver.paste(HostileNames.padded)
        await driver.press(.enter)

        #expect(await store.cards["new"]?.name == HostileNames.paddedKept)
    }

    @Test func aNewCardSavedGoesBackToTheList() async {
        let list = Screen(title: "My Cards")
        await driver.start(list)
        let sut = CardDetailsController(
            mode: .create,
            card: Card(identifier: "new", front: CardFixtures.photo(1), back: CardFixtures.photo(2)),
            sync: CardSync(store: store, remote: remote),
            camera: await CardFixtures.testCamera(),
            photosDirectory: FileManager.default.temporaryDirectory.path,
            onCardSaved: { [reports] in reports.saved.append($0) },
            onCardDeleted: { [reports] in reports.deleted.append($0.identifier) }
        )
        driver.app.navigation.push(sut)
        await driver.settle()
        await driver.type("Gym")

        await driver.press(.enter)

        #expect(await store.cards["new"]?.name == "Gym")
        #expect(driver.app.navigation.top === list, "the new card's screen closes once it is saved")
    }

    @Test func aPhotoTakenComesBackToTheCardWithIt() async {
        let sut = await makeSUT(.create, card: Card(identifier: "new"))
        sut.cameraChosen(for: .front)
        await driver.settle()
        #expect(driver.app.navigation.top is PhotoCaptureController)

        sut.photoTaken(CardFixtures.photo(10), for: .front)
        await driver.settle()

        #expect(driver.app.navigation.top === sut, "back on the card, the camera gone")
        #expect(sut.draft.front == CardFixtures.photo(10))
        #expect(!driver.shows("No front photo") && driver.shows("No back photo"), "the front face shows its photo")
    }

    @Test func anEditSavedShowsTheCardAgainWithItsKeys() async {
        let sut = await makeSUT(.normal, card: CardFixtures.coffee)
        await driver.press(.character("e"))
        await driver.type(" Gold")

        await driver.press(.enter)

        #expect(!driver.shows("Name  Coffee Club Gold"), "the field is gone")
        #expect(driver.shows("Coffee Club Gold"), "the name is the heading again")
        #expect(sut.keyBindings.map(\.title) == ["Edit", "Open photo"])
    }

    @Test func cancelWithoutChangesLeavesTheEditAtOnce() async {
        let sut = await makeSUT(.normal, card: CardFixtures.coffee)
        await driver.press(.character("e"))

        await driver.press(.escape)

        #expect(!driver.shows("Discard changes?"), "nothing would be lost")
        #expect(sut.mode == .normal)
    }
}
