import Domain
import Foundation
import Presentation
import TestSupport
import Testing
@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Card details presenter")
struct CardDetailsPresenterTests {
    let store = CardStoreSpy([CardFixtures.coffee])
    let view = CardDetailsViewSpy()
    let router = CardDetailsRouterSpy()
    let caller = CardDetailsCallerSpy()

    private func makeSUT(_ card: Card, mode: CardDetailsMode) -> CardDetailsPresenter {
        let interactor = CardDetailsInteractor(card: card, mode: mode, sync: CardSync(store: store, remote: CardSyncServiceSpy()))
        let sut = CardDetailsPresenter(interactor: interactor, router: router, output: caller)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func aNewCardIsSavedWithLoadingAroundItThenClosesAndTellsTheList() async {
        let sut = makeSUT(Card(identifier: "new"), mode: .create)
        sut.viewDidLoad()
        #expect(view.title == "Add new card")
        #expect(view.editing == "editing, cannot save")
        sut.nameDidChange("Gym")
        sut.cameraChosen(for: .front)
        sut.photoTaken(CardFixtures.photo(1))
        sut.photoLibraryChosen(for: .back)
        sut.photoChosen(CardFixtures.photo(2))
        #expect(view.editing == "editing, can save")

        await sut.saveTapped()

        #expect(router.steps == ["camera", "back to card", "library", "back to card", "close"])
        #expect(caller.saved.map(\.name) == ["Gym"])
        #expect(view.loadingLog == [true, false])
    }

    @Test func aShownCardOpensItsPhotosAndEditAsksForAPhotoSource() {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)
        sut.viewDidLoad()

        sut.faceChosen(.back)
        sut.editTapped()
        sut.faceChosen(.front)

        #expect(router.steps == ["photo back"])
        #expect(view.calls == ["focusName()", "askForPhotoSource(front)"])
        #expect(view.editing == "editing, can save, can delete")
    }

    @Test func backCancelsAnEditThenCloses() {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)
        sut.editTapped()
        sut.nameDidChange("Tea Club")

        sut.backTapped()
        #expect(view.name == "Coffee Club")
        #expect(view.editing == "shown")
        sut.backTapped()

        #expect(router.steps == ["close"])
    }

    @Test func deleteAsksFirstThenClosesAndTellsTheList() async throws {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)
        sut.editTapped()

        sut.deleteTapped()
        let alert = try #require(view.alerts.last)
        await alert.buttons[0].action?()

        #expect(caller.deleted.map(\.identifier) == ["coffee"])
        #expect(router.steps == ["close"])
    }

    @Test func aFailedSaveSaysWhy() async {
        await store.fail(with: ServiceFailure("The disk is full."))
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)
        sut.editTapped()

        await sut.saveTapped()

        #expect(view.alerts.last?.message == "Unable to save the card: The disk is full.")
        #expect(caller.saved.isEmpty)
    }
}

@MainActor
final class CardDetailsViewSpy: CardDetailsViewProtocol {
    private(set) var calls: [String] = []
    var title = ""
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

    func setEditing(_ isEditing: Bool, canSave: Bool, canDelete: Bool) {
        editing = isEditing ? "editing, \(canSave ? "can" : "cannot") save\(canDelete ? ", can delete" : "")" : "shown"
    }

    func focusName() { calls.append("focusName()") }
    func askForPhotoSource(for side: CardSide) { calls.append("askForPhotoSource(\(side))") }
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
