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

    private func makeSUT(_ card: Card, mode: CardDetailsMode) -> (CardDetailsPresenter, CardDetailsInteractorSpy) {
        let interactor = CardDetailsInteractorSpy(card: card, mode: mode)
        let sut = CardDetailsPresenter(interactor: interactor, router: router)
        sut.view = view
        interactor.output = sut
        sut.viewDidLoad()
        return (sut, interactor)
    }

    @Test func eachModeHasItsTitleAndKeys() {
        let (created, _) = makeSUT(Card(identifier: "new"), mode: .create)
        created.viewDidLoad()
        #expect(view.title == "Add new card")
        #expect(view.editing == "editing, cannot save (A card needs a name and both photos.)")

        let (shown, _) = makeSUT(CardFixtures.coffee, mode: .normal)
        shown.viewDidLoad()
        #expect(view.title == "Card Details")
        #expect(view.name == "Coffee Club")
        #expect(view.editing == "shown")
    }

    @Test func aChosenFaceIsTheInteractorsToDecideAndItsAnswersAreRoutedOrWorded() {
        let (sut, interactor) = makeSUT(CardFixtures.coffee, mode: .normal)

        sut.faceChosen(.back)
        sut.facePhotoChosen(CardFixtures.photo(1), of: .back)
        sut.editTapped()
        sut.editingBegan()
        sut.photoSourceNeeded(for: .front)

        #expect(interactor.calls == [.chooseFace(.back), .edit])
        #expect(router.steps == [.showPhoto(CardFixtures.photo(1), of: .back)])
        #expect(
            view.calls == [
                .focusName,
                .presentSheet(title: "Set front photo", buttonTitles: ["Camera", "Photo Library", "Cancel"]),
            ])
    }

    @Test func aSourceChosenAwaitsThePhotoThereAndThePhotoGoesToTheInteractor() async {
        let (sut, interactor) = makeSUT(Card(identifier: "new"), mode: .create)

        sut.photoSourceNeeded(for: .front)
        await view.choose("Camera")
        sut.photoTaken(CardFixtures.photo(1))
        sut.photoPlaced()
        sut.photoSourceNeeded(for: .back)
        await view.choose("Photo Library")
        sut.photoChosen(CardFixtures.photo(2))

        #expect(
            interactor.calls == [
                .awaitPhoto(for: .front), .receivePhoto(CardFixtures.photo(1)), .awaitPhoto(for: .back),
                .receivePhoto(CardFixtures.photo(2)),
            ])
        #expect(router.steps == [.showCamera, .backToCard, .showPhotoLibrary])
    }

    @Test func saveAsksTheInteractorWithLoadingAroundItAndANewCardCloses() async {
        let (sut, interactor) = makeSUT(Card(identifier: "new"), mode: .create)

        await sut.saveTapped()

        #expect(interactor.calls == [.save])
        #expect(view.loadingLog == [true, false])
        #expect(router.steps == [.close])
    }

    @Test func escIsTheInteractorsToDecideAndACancelledEditShowsTheCardAsStored() {
        let (sut, interactor) = makeSUT(CardFixtures.coffee, mode: .edit)
        sut.nameDidChange("Tea")

        sut.backTapped()
        sut.editCancelled(name: CardFixtures.coffee.name)
        sut.cardClosed()

        #expect(interactor.calls == [.rename("Tea"), .back])
        #expect(view.name == "Coffee Club")
        #expect(router.steps == [.close])
    }

    @Test func aDeletionIsConfirmedFirstAndADeletedCardCloses() async throws {
        let (sut, interactor) = makeSUT(CardFixtures.coffee, mode: .edit)
        sut.deleteTapped()
        #expect(view.alerts.isEmpty, "the interactor says whether it may be deleted")

        sut.deletionNeedsConfirmation(name: "Coffee Club")
        let alert = try #require(view.alerts.last)
        #expect(alert.message == "Are you sure you want to delete \"Coffee Club\"?")
        await alert.buttons[0].action?()

        #expect(interactor.calls == [.askToDelete, .delete])
        #expect(view.loadingLog == [true, false])
        #expect(router.steps == [.close])
    }

    @Test func failuresAreTheirTexts() {
        let (sut, _) = makeSUT(CardFixtures.coffee, mode: .edit)

        sut.cardCouldNotBeSaved(ServiceFailure("The disk is full."))
        sut.cardCouldNotBeDeleted(ServiceFailure("locked"))

        #expect(
            view.alerts.map(\.message) == [
                "Unable to save the card: The disk is full.", "Unable to delete the card: locked",
            ])
    }

    @Test func aCancelledEditShowsTheNameAsStored() {
        var renamed = CardFixtures.coffee
        renamed.name = "Tea Club"
        let (sut, _) = makeSUT(renamed, mode: .edit)

        sut.editCancelled(name: CardFixtures.coffee.name)

        #expect(view.name == "Coffee Club")
    }

    @Test func leavingAsksOnlyWhenTheDraftHasChanges() {
        let (sut, _) = makeSUT(Card(identifier: "new"), mode: .create)
        let whenLoaded = view.unsavedWork
        var renamed = CardFixtures.coffee
        renamed.name = "Tea Club"

        sut.cardChanged(CardDetailsDraft(CardFixtures.coffee), mode: .edit, hasChanges: false)
        let unchangedEdit = view.unsavedWork
        sut.cardChanged(CardDetailsDraft(renamed), mode: .edit, hasChanges: true)

        #expect(whenLoaded == nil, "a new card just opened loses nothing")
        #expect(unchangedEdit == nil)
        #expect(view.unsavedWork == "Your changes to this card will be lost.")
    }

    @Test func theFacesShowTheDraftsPhotosAndWhatChoosingOneDoes() {
        let (sut, _) = makeSUT(CardFixtures.coffee, mode: .normal)
        let shownFront = view.front
        let shownAction = view.faceAction
        var changed = CardFixtures.coffee
        changed[.front] = CardFixtures.photo(0)

        sut.cardChanged(CardDetailsDraft(changed), mode: .edit, hasChanges: true)

        #expect(shownFront == CardFixtures.coffee.front)
        #expect(shownAction == "Open photo")
        #expect(view.front == CardFixtures.photo(0))
        #expect(view.faceAction == "Set photo")
    }
}

@MainActor
final class CardDetailsViewSpy: CardDetailsViewProtocol {
    /// A call the spy took; a sheet by its title and its buttons' titles.
    enum Call: Equatable {
        case focusName
        case presentSheet(title: String, buttonTitles: [String])
    }

    private(set) var calls: [Call] = []
    var title = ""
    var unsavedWork: String?
    var showsLoading = false {
        didSet { loadingLog.append(showsLoading) }
    }
    private(set) var loadingLog: [Bool] = []
    private(set) var name = ""
    private(set) var editing = ""
    private(set) var alerts: [AlertContent] = []
    private(set) var sheets: [AlertContent] = []
    private(set) var front: Data?
    private(set) var back: Data?
    private(set) var faceAction = ""

    func present(_ alert: AlertContent) { alerts.append(alert) }
    func setName(_ name: String) { self.name = name }

    func setPhotos(front: Data?, back: Data?) {
        self.front = front
        self.back = back
    }

    func setEditing(_ isEditing: Bool, saveUnavailableReason: String?, canDelete: Bool, faceAction: String) {
        self.faceAction = faceAction
        editing =
            isEditing
            ? "editing, \(saveUnavailableReason.map { "cannot save (\($0))" } ?? "can save")\(canDelete ? ", can delete" : "")"
            : "shown"
    }

    func focusName() { calls.append(.focusName) }
    func presentSheet(_ sheet: AlertContent) {
        calls.append(.presentSheet(title: sheet.title, buttonTitles: sheet.buttons.map(\.title)))
        sheets.append(sheet)
    }

    /// Picks a button of the last sheet, as a person would.
    func choose(_ title: String) async {
        await sheets.last?.buttons.first { $0.title == title }?.action?()
    }
}

/// Records what it was asked; answers as the interactor would where a test needs the answer
/// (the card loaded, saved, deleted), and leaves every decision to the test.
@MainActor
final class CardDetailsInteractorSpy: CardDetailsInteractorProtocol {
    weak var output: (any CardDetailsInteractorOutputProtocol)?

    enum Call: Equatable {
        case edit
        case rename(String)
        case chooseFace(CardSide)
        case awaitPhoto(for: CardSide)
        case receivePhoto(Data)
        case back
        case askToDelete
        case save
        case delete
    }

    private(set) var calls: [Call] = []
    private let card: Card
    private let mode: CardDetailsMode

    init(card: Card, mode: CardDetailsMode) {
        self.card = card
        self.mode = mode
    }

    func loadCard() {
        output?.cardLoaded(CardDetailsDraft(card), mode: mode)
    }

    func edit() { calls.append(.edit) }
    func rename(_ name: String) { calls.append(.rename(name)) }
    func chooseFace(_ side: CardSide) { calls.append(.chooseFace(side)) }
    func awaitPhoto(for side: CardSide) { calls.append(.awaitPhoto(for: side)) }
    func receivePhoto(_ photo: Data) { calls.append(.receivePhoto(photo)) }
    func back() { calls.append(.back) }
    func askToDelete() { calls.append(.askToDelete) }

    func save() async {
        calls.append(.save)
        output?.cardSaved(name: card.name, wasNew: mode == .create)
    }

    func delete() async {
        calls.append(.delete)
        output?.cardDeleted()
    }
}

@MainActor
final class CardDetailsRouterSpy: CardDetailsRouterProtocol {
    enum Step: Equatable {
        case showPhoto(Data, of: CardSide)
        case showCamera
        case showPhotoLibrary
        case backToCard
        case close
    }

    private(set) var steps: [Step] = []

    func showPhoto(_ photo: Data, of side: CardSide) { steps.append(.showPhoto(photo, of: side)) }
    func showCamera(output: any PhotoCaptureModuleOutput) { steps.append(.showCamera) }
    func showPhotoLibrary(output: any PhotoLibraryModuleOutput) { steps.append(.showPhotoLibrary) }
    func backToCard() { steps.append(.backToCard) }
    func close() { steps.append(.close) }
}

extension CardDetailsDraft {
    /// `card` as the interactor tells of it.
    init(_ card: Card) {
        self.init(name: card.name, front: card.front, back: card.back, isComplete: card.isValid)
    }
}
