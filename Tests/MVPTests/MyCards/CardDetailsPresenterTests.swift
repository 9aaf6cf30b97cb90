import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@testable import MyCardsMVP

@MainActor
@Suite("MVP · Card details presenter")
struct CardDetailsPresenterTests {
    let store = CardStoreSpy([CardFixtures.coffee])

    private func makeSUT(_ mode: CardDetailsMode, card: Card) -> (
        CardDetailsPresenter, CardDetailsViewSpy, CardRecorder
    ) {
        let recorder = CardRecorder()
        let sut = CardDetailsPresenter(
            mode: mode, card: card, sync: CardSync(store: store, remote: CardSyncServiceSpy()),
            onCardSaved: { recorder.saved.append($0) }, onCardDeleted: { recorder.deleted.append($0) }
        )
        let view = CardDetailsViewSpy()
        sut.view = view
        return (sut, view, recorder)
    }

    @Test func createNeedsANameAndBothPhotosThenSavesAndCloses() async {
        let (sut, view, recorder) = makeSUT(.create, card: Card(identifier: "new"))
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
        #expect(recorder.saved.map(\.name) == ["Gym"])
        #expect(
            view.calls == [.backToCard, .backToCard, .showsLoading(true), .close, .showsLoading(false)],
            "back here after each photo")
    }

    @Test func aShownCardOpensItsPhotoAndEditAsksForAPhotoSource() async throws {
        let (sut, view, _) = makeSUT(.normal, card: CardFixtures.coffee)
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
                .showPhoto(back, of: .back), .focusName,
                .presentSheet(title: "Set front photo", buttonTitles: ["Camera", "Photo Library", "Cancel"]),
                .showCamera(for: .front),
                .presentSheet(title: "Set back photo", buttonTitles: ["Camera", "Photo Library", "Cancel"]),
                .showPhotoLibrary(for: .back),
            ])
        #expect(view.editing == "editing, can save, can delete")
    }

    @Test func cancelPutsTheSavedCardBack() {
        let (sut, view, _) = makeSUT(.normal, card: CardFixtures.coffee)
        sut.editTapped()
        sut.nameDidChange("Tea Club")

        sut.backTapped()

        #expect(view.name == "Coffee Club")
        #expect(view.editing == "shown")
    }

    @Test func anEditSavedStaysOpenInNormalMode() async {
        let (sut, view, recorder) = makeSUT(.normal, card: CardFixtures.coffee)
        sut.editTapped()
        sut.nameDidChange("Coffee Club Gold")

        await sut.saveTapped()

        #expect(view.editing == "shown")
        #expect(view.name == "Coffee Club Gold")
        #expect(!view.calls.contains(.close))
        #expect(recorder.saved.map(\.name) == ["Coffee Club Gold"])
    }

    @Test func deleteAsksFirstThenDeletesClosesAndTellsTheList() async throws {
        let (sut, view, recorder) = makeSUT(.normal, card: CardFixtures.coffee)
        sut.deleteTapped()
        #expect(view.alerts.isEmpty, "only in edit mode")
        sut.editTapped()

        sut.deleteTapped()
        let alert = try #require(view.alerts.last)
        await alert.buttons[0].action?()

        #expect(await store.cards["coffee"] == nil)
        #expect(recorder.deleted.map(\.identifier) == ["coffee"])
        #expect(view.calls.suffix(3) == [.showsLoading(true), .close, .showsLoading(false)])
    }

    @Test func aFailedSaveSaysWhyAndStaysInEditMode() async {
        await store.fail(with: ServiceFailure("The disk is full."))
        let (sut, view, recorder) = makeSUT(.normal, card: CardFixtures.coffee)
        sut.editTapped()

        await sut.saveTapped()

        #expect(view.alerts.last?.message == "Unable to save the card: The disk is full.")
        #expect(view.editing == "editing, can save, can delete")
        #expect(recorder.saved.isEmpty)
    }

    @Test func aNameIsSavedWithoutItsInvisibleEnds() async {
        let (sut, _, _) = makeSUT(
            .create, card: Card(identifier: "new", front: CardFixtures.photo(1), back: CardFixtures.photo(2)))
        sut.viewDidLoad()
        sut.nameDidChange(HostileNames.padded)

        await sut.saveTapped()

        #expect(await store.savedCards.map(\.name) == [HostileNames.paddedKept])
    }

    @Test func leavingAnEditAsksOnlyOnceSomethingChanged() {
        let (sut, view, _) = makeSUT(.normal, card: CardFixtures.coffee)
        sut.editTapped()
        let unchanged = view.unsavedWork

        sut.nameDidChange("Tea Club")

        #expect(unchanged == nil, "nothing would be lost yet")
        #expect(view.unsavedWork == "Your changes to this card will be lost.")
    }

    @Test func theFacesShowTheCardsPhotosAsTheyStand() {
        let (sut, view, _) = makeSUT(.normal, card: CardFixtures.coffee)
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

/// The cards the presenter says were saved or deleted.
@MainActor
private final class CardRecorder {
    var saved: [Card] = []
    var deleted: [Card] = []
}

/// Records the presenter's commands in order, and keeps what it last showed.
@MainActor
private final class CardDetailsViewSpy: CardDetailsViewProtocol {
    enum Call: Equatable {
        case showsLoading(Bool)
        case focusName
        /// A sheet, by its title and its buttons' titles: their actions cannot be compared.
        case presentSheet(title: String, buttonTitles: [String])
        case showPhoto(Data, of: CardSide)
        case showCamera(for: CardSide)
        case showPhotoLibrary(for: CardSide)
        case backToCard
        case close
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

    func showPhoto(_ photo: Data, of side: CardSide) {
        calls.append(.showPhoto(photo, of: side))
    }

    func showCamera(for side: CardSide) {
        calls.append(.showCamera(for: side))
    }

    func showPhotoLibrary(for side: CardSide) {
        calls.append(.showPhotoLibrary(for: side))
    }

    func backToCard() {
        calls.append(.backToCard)
    }

    func close() {
        calls.append(.close)
    }
}
