import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@testable import MyCardsMVPC

@MainActor
@Suite("MVP-C · Card details presenter")
struct CardDetailsPresenterTests {
    let store = CardStoreSpy([CardFixtures.coffee])
    let output = MyCardsOutputSpy()

    private func makeSUT(_ mode: CardDetailsMode, card: Card) -> (CardDetailsPresenter, CardDetailsViewSpy) {
        let sut = CardDetailsPresenter(
            mode: mode, card: card, sync: CardSync(store: store, remote: CardSyncServiceSpy()), output: output)
        let view = CardDetailsViewSpy()
        sut.view = view
        return (sut, view)
    }

    @Test func createNeedsANameAndBothPhotosThenSavesAndSaysItWasNew() async throws {
        let (sut, view) = makeSUT(.create, card: Card(identifier: "new"))
        sut.viewDidLoad()
        #expect(view.title == "Add new card")
        #expect(view.editing == "editing, cannot save (A card needs a name and both photos.)")

        sut.nameDidChange(" Gym ")
        sut.photoTaken(CardFixtures.photo(1), for: .front)
        #expect(view.editing == "editing, cannot save (A card needs a name and both photos.)")
        sut.photoTaken(CardFixtures.photo(2), for: .back)
        #expect(view.editing == "editing, can save")
        await sut.saveTapped()

        #expect(await store.savedCards.map(\.name) == ["Gym"])
        let saved = try #require(await store.cards["new"])
        #expect(output.events == [.cardCreated(saved)], "the coordinator decides where to go")
        #expect(view.calls == [.showsLoading(true), .showsLoading(false)])
    }

    @Test func aShownCardOpensItsPhotoAndEditAsksForAPhotoSource() async throws {
        let (sut, view) = makeSUT(.normal, card: CardFixtures.coffee)
        let back = try #require(CardFixtures.coffee.back)
        sut.viewDidLoad()
        #expect(view.title == "Card Details")
        #expect(view.editing == "shown")

        sut.faceChosen(.back)
        sut.editTapped()
        sut.faceChosen(.front)
        await view.choose("Camera")
        sut.faceChosen(.back)
        await view.choose("Photo Library")

        #expect(
            view.calls == [
                .focusName,
                .presentSheet(title: "Set front photo", buttonTitles: ["Camera", "Photo Library", "Cancel"]),
                .presentSheet(title: "Set back photo", buttonTitles: ["Camera", "Photo Library", "Cancel"]),
            ])
        #expect(
            output.events == [
                .facePhotoChosen(back, of: .back), .cameraChosen(for: .front), .photoLibraryChosen(for: .back),
            ])
        #expect(view.editing == "editing, can save, can delete")
    }

    @Test func cancelPutsTheSavedCardBack() {
        let (sut, view) = makeSUT(.normal, card: CardFixtures.coffee)
        sut.editTapped()
        sut.nameDidChange("Tea Club")

        sut.backTapped()

        #expect(view.name == "Coffee Club")
        #expect(view.editing == "shown")
        #expect(output.events.isEmpty, "back from an edit stays on the card")
        sut.backTapped()
        #expect(output.events == [.cardDismissed])
    }

    @Test func aNewCardCancelledIsDismissed() {
        let (sut, _) = makeSUT(.create, card: Card())

        sut.cancelTapped()

        #expect(output.events == [.cardDismissed])
    }

    @Test func anEditSavedStaysOpenInNormalMode() async {
        let (sut, view) = makeSUT(.normal, card: CardFixtures.coffee)
        sut.editTapped()
        sut.nameDidChange("Coffee Club Gold")

        await sut.saveTapped()

        #expect(view.editing == "shown")
        #expect(view.name == "Coffee Club Gold")
        var gold = CardFixtures.coffee
        gold.name = "Coffee Club Gold"
        #expect(output.events == [.cardSaved(gold)])
    }

    @Test func deleteAsksFirstThenDeletesAndSaysSo() async throws {
        let (sut, view) = makeSUT(.normal, card: CardFixtures.coffee)
        sut.deleteTapped()
        #expect(view.alerts.isEmpty, "only in edit mode")
        sut.editTapped()

        sut.deleteTapped()
        let alert = try #require(view.alerts.last)
        await alert.buttons[0].action?()

        #expect(await store.cards["coffee"] == nil)
        #expect(output.events == [.cardDeleted(CardFixtures.coffee)])
        #expect(view.calls.suffix(2) == [.showsLoading(true), .showsLoading(false)])
    }

    @Test func aFailedSaveSaysWhyAndStaysInEditMode() async {
        await store.fail(with: ServiceFailure("The disk is full."))
        let (sut, view) = makeSUT(.normal, card: CardFixtures.coffee)
        sut.editTapped()

        await sut.saveTapped()

        #expect(view.alerts.last?.message == "Unable to save the card: The disk is full.")
        #expect(view.editing == "editing, can save, can delete")
        #expect(output.events.isEmpty)
    }

    @Test func aNameIsSavedWithoutItsInvisibleEnds() async {
        let (sut, _) = makeSUT(
            .create, card: Card(identifier: "new", front: CardFixtures.photo(1), back: CardFixtures.photo(2)))
        sut.viewDidLoad()
        sut.nameDidChange(HostileNames.padded)

        await sut.saveTapped()

        #expect(await store.savedCards.map(\.name) == [HostileNames.paddedKept])
    }

    @Test func leavingAnEditAsksOnlyOnceSomethingChanged() {
        let (sut, view) = makeSUT(.normal, card: CardFixtures.coffee)
        sut.editTapped()
        let unchanged = view.unsavedWork

        sut.nameDidChange("Tea Club")

        #expect(unchanged == nil, "nothing would be lost yet")
        #expect(view.unsavedWork == "Your changes to this card will be lost.")
    }

    @Test func theFacesShowTheCardsPhotosAsTheyStand() {
        let (sut, view) = makeSUT(.normal, card: CardFixtures.coffee)
        sut.viewDidLoad()
        let shown = view.front
        sut.editTapped()
        sut.photoTaken(CardFixtures.photo(0), for: .front)
        let taken = view.front

        sut.cancelTapped()

        #expect(shown == CardFixtures.coffee.front)
        #expect(taken == CardFixtures.photo(0), "a new photo shows at once")
        #expect(view.front == CardFixtures.coffee.front, "a cancelled edit puts the photo back")
    }
}

/// Records the presenter's commands in order, and keeps what it last showed.
@MainActor
private final class CardDetailsViewSpy: CardDetailsViewProtocol {
    enum Call: Equatable {
        case showsLoading(Bool)
        case focusName
        /// A sheet, by its title and its buttons' titles: their actions cannot be compared.
        case presentSheet(title: String, buttonTitles: [String])
    }

    private(set) var calls: [Call] = []
    var title = ""
    var unsavedWork: String?
    var showsLoading = false {
        didSet { calls.append(.showsLoading(showsLoading)) }
    }
    private(set) var name = ""
    private(set) var editing = ""
    private(set) var alerts: [AlertContent] = []
    private(set) var sheets: [AlertContent] = []
    private(set) var front: Data?
    private(set) var back: Data?

    func present(_ alert: AlertContent) {
        alerts.append(alert)
    }

    func setName(_ name: String) {
        self.name = name
    }

    func setPhotos(front: Data?, back: Data?) {
        self.front = front
        self.back = back
    }

    func setEditing(_ isEditing: Bool, saveUnavailableReason: String?, canDelete: Bool, faceAction: String) {
        editing =
            isEditing
            ? "editing, \(saveUnavailableReason.map { "cannot save (\($0))" } ?? "can save")\(canDelete ? ", can delete" : "")"
            : "shown"
    }

    func focusName() {
        calls.append(.focusName)
    }

    func presentSheet(_ sheet: AlertContent) {
        calls.append(.presentSheet(title: sheet.title, buttonTitles: sheet.buttons.map(\.title)))
        sheets.append(sheet)
    }

    /// Picks a button of the last sheet, as a person would.
    func choose(_ title: String) async {
        await sheets.last?.buttons.first { $0.title == title }?.action?()
    }
}
