import Domain
import Foundation
import Presentation
import TestSupport
import Testing
@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Card details presenter")
struct CardDetailsPresenterTests {
    let view = CardDetailsViewSpy()
    let router = CardDetailsRouterSpy()
    let caller = CardDetailsCallerSpy()

    private func makeSUT(_ card: Card, mode: CardDetailsMode) -> (CardDetailsPresenter, CardDetailsInteractorSpy) {
        let interactor = CardDetailsInteractorSpy(card: card, mode: mode)
        let sut = CardDetailsPresenter(interactor: interactor, router: router, output: caller)
        sut.view = view
        interactor.output = sut
        sut.viewDidLoad()
        return (sut, interactor)
    }

    @Test func eachModeHasItsTitleAndKeys() {
        let (created, _) = makeSUT(Card(identifier: "new"), mode: .create)
        created.viewDidLoad()
        #expect(view.title == "Add new card")
        #expect(view.editing == "editing, cannot save")

        let (shown, _) = makeSUT(CardFixtures.coffee, mode: .normal)
        shown.viewDidLoad()
        #expect(view.title == "Card Details")
        #expect(view.name == "Coffee Club")
        #expect(view.editing == "shown")
    }

    @Test func aFaceOpensItsPhotoWhenShownAndAsksForASourceWhenEdited() {
        let (sut, _) = makeSUT(CardFixtures.coffee, mode: .normal)

        sut.faceChosen(.back)
        sut.editTapped()
        sut.faceChosen(.front)

        #expect(router.steps == ["photo back"])
        #expect(view.calls == ["focusName()", "askForPhotoSource(Set front photo)"])
        #expect(view.editing == "editing, can save, can delete")
    }

    @Test func aPhotoFromTheCameraOrTheLibraryGoesToTheFaceThatAskedAndComesBack() {
        let (sut, interactor) = makeSUT(Card(identifier: "new"), mode: .create)

        sut.cameraChosen(for: .front)
        sut.photoTaken(CardFixtures.photo(1))
        sut.photoLibraryChosen(for: .back)
        sut.photoChosen(CardFixtures.photo(2))
        sut.photoTaken(CardFixtures.photo(3))

        #expect(interactor.calls == ["setPhoto(front)", "setPhoto(back)"], "a photo nobody asked for is dropped")
        #expect(router.steps == ["camera", "back to card", "library", "back to card"])
    }

    @Test func saveAsksTheInteractorWithLoadingAroundItAndANewCardClosesAndTellsTheList() async {
        let (sut, interactor) = makeSUT(Card(identifier: "new"), mode: .create)

        await sut.saveTapped()

        #expect(interactor.calls == ["save()"])
        #expect(view.loadingLog == [true, false])
        #expect(router.steps == ["close"])
        #expect(caller.saved.map(\.identifier) == ["new"])
    }

    @Test func backCancelsAnEditThenCloses() {
        let (sut, interactor) = makeSUT(CardFixtures.coffee, mode: .normal)
        sut.editTapped()

        sut.backTapped()
        sut.backTapped()

        #expect(interactor.calls == ["edit()", "discardChanges()"])
        #expect(router.steps == ["close"])
    }

    @Test func deleteAsksFirstAndADeletedCardClosesAndTellsTheList() async throws {
        let (sut, interactor) = makeSUT(CardFixtures.coffee, mode: .normal)
        sut.deleteTapped()
        #expect(view.alerts.isEmpty, "only while editing")
        sut.editTapped()

        sut.deleteTapped()
        let alert = try #require(view.alerts.last)
        #expect(alert.message == "Are you sure you want to delete this card?")
        await alert.buttons[0].action?()

        #expect(interactor.calls.last == "delete()")
        #expect(router.steps == ["close"])
        #expect(caller.deleted.map(\.identifier) == ["coffee"])
    }

    @Test func failuresAreTheirTexts() {
        let (sut, _) = makeSUT(CardFixtures.coffee, mode: .edit)

        sut.cardCouldNotBeSaved(ServiceFailure("The disk is full."))
        sut.cardCouldNotBeDeleted(ServiceFailure("locked"))

        #expect(view.alerts.map(\.message) == ["Unable to save the card: The disk is full.", "Unable to delete the card: locked"])
    }
}

@MainActor
final class CardDetailsViewSpy: CardDetailsViewProtocol {
    private(set) var calls: [String] = []
    var title = ""
    var unsavedWork: String?
    var showsLoading = false {
        didSet { loadingLog.append(showsLoading) }
    }
    private(set) var loadingLog: [Bool] = []
    private(set) var name = ""
    private(set) var editing = ""
    private(set) var alerts: [AlertContent] = []

    func present(_ alert: AlertContent) { alerts.append(alert) }
    func setName(_ name: String) { self.name = name }
    func setPhotos(front: Data?, back: Data?) {}

    func setEditing(_ isEditing: Bool, canSave: Bool, canDelete: Bool, faceAction: String) {
        editing = isEditing ? "editing, \(canSave ? "can" : "cannot") save\(canDelete ? ", can delete" : "")" : "shown"
    }

    func focusName() { calls.append("focusName()") }
    func askForPhotoSource(title: String, for side: CardSide) { calls.append("askForPhotoSource(\(title))") }
}

/// The card in its mode, as the test set it; records what it was asked, answers as the
/// interactor would.
@MainActor
final class CardDetailsInteractorSpy: CardDetailsInteractorProtocol {
    weak var output: (any CardDetailsInteractorOutputProtocol)?
    private(set) var mode: CardDetailsMode
    private(set) var draft: Card
    private(set) var calls: [String] = []
    private let original: Card

    init(card: Card, mode: CardDetailsMode) {
        draft = card
        original = card
        self.mode = mode
    }

    func loadCard() {
        output?.cardLoaded(draft, mode: mode)
    }

    func edit() {
        calls.append("edit()")
        mode = .edit
        output?.cardChanged(draft, mode: mode, hasChanges: draft != original)
    }

    func rename(_ name: String) { calls.append("rename(\(name))") }

    func setPhoto(_ photo: Data, for side: CardSide) { calls.append("setPhoto(\(side))") }

    func discardChanges() {
        calls.append("discardChanges()")
        mode = .normal
        output?.cardChanged(draft, mode: mode, hasChanges: draft != original)
    }

    func save() async {
        calls.append("save()")
        output?.cardSaved(draft, wasNew: mode == .create)
    }

    func delete() async {
        calls.append("delete()")
        output?.cardDeleted(draft)
    }
}

@MainActor
final class CardDetailsRouterSpy: CardDetailsRouterProtocol {
    private(set) var steps: [String] = []

    func showPhoto(_ photo: Data, of side: CardSide) { steps.append("photo \(side)") }
    func showCamera(output: any PhotoCaptureModuleOutput) { steps.append("camera") }
    func showPhotoLibrary(output: any PhotoLibraryModuleOutput) { steps.append("library") }
    func backToCard() { steps.append("back to card") }
    func close() { steps.append("close") }
}
