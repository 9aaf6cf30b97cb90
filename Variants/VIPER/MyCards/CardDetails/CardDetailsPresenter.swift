import Domain
import Foundation
import Presentation

/// Words and routes what the interactor tells of CardDetails: the title of each mode, the keys
/// that work in it, the photo-source sheet, the confirmation before a deletion, loading and the
/// error texts.
@MainActor
final class CardDetailsPresenter: CardDetailsPresenterProtocol, CardDetailsInteractorOutputProtocol {
    weak var view: (any CardDetailsViewProtocol)?
    private let interactor: any CardDetailsInteractorProtocol
    private let router: any CardDetailsRouterProtocol
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(interactor: any CardDetailsInteractorProtocol, router: any CardDetailsRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadCard()
    }

    func nameDidChange(_ text: String) {
        interactor.rename(text)
    }

    func editTapped() {
        interactor.edit()
    }

    func faceChosen(_ side: CardSide) {
        interactor.chooseFace(side)
    }

    func saveTapped() async {
        await request.run { await interactor.save() }
    }

    func backTapped() {
        interactor.back()
    }

    func deleteTapped() {
        interactor.askToDelete()
    }

    // MARK: The interactor's output

    func cardLoaded(_ draft: CardDetailsDraft, mode: CardDetailsMode) {
        view?.title = mode == .create ? "Add new card" : "Card Details"
        view?.setName(draft.name)
        cardChanged(draft, mode: mode, hasChanges: false)
    }

    func cardChanged(_ draft: CardDetailsDraft, mode: CardDetailsMode, hasChanges: Bool) {
        view?.setPhotos(front: draft.front, back: draft.back)
        view?.setEditing(
            mode != .normal, saveUnavailableReason: draft.isComplete ? nil : "A card needs a name and both photos.",
            canDelete: mode == .edit, faceAction: mode != .normal ? "Set photo" : "Open photo")
        view?.unsavedWork =
            mode == .normal || !hasChanges
            ? nil
            : mode == .create
                ? "The new card's name and photos will be lost." : "Your changes to this card will be lost."
    }

    func editingBegan() {
        view?.focusName()
    }

    func facePhotoChosen(_ photo: Data, of side: CardSide) {
        router.showPhoto(photo, of: side)
    }

    func photoSourceNeeded(for side: CardSide) {
        view?.presentSheet(
            AlertContent(
                title: side == .front ? "Set front photo" : "Set back photo", message: "",
                buttons: [
                    .init("Camera") { [weak self] in self?.takePhoto(for: side) },
                    .init("Photo Library") { [weak self] in self?.choosePhoto(for: side) },
                    .init("Cancel", role: .cancel),
                ]))
    }

    func photoPlaced() {
        router.backToCard()
    }

    func editCancelled(name: String) {
        view?.setName(name)
    }

    func cardClosed() {
        router.close()
    }

    func deletionNeedsConfirmation(name: String) {
        view?.present(
            AlertContent(
                title: "Delete card", message: "Are you sure you want to delete \"\(name)\"?",
                buttons: [
                    .init("Delete", role: .destructive) { [weak self] in await self?.delete() },
                    .init("Cancel", role: .cancel),
                ]))
    }

    func cardSaved(name: String, wasNew: Bool) {
        if wasNew {
            router.close()
        } else {
            view?.setName(name)
        }
    }

    func cardCouldNotBeSaved(_ error: any Error) {
        view?.present(.error("Unable to save the card: \(error)"))
    }

    func cardDeleted() {
        router.close()
    }

    func cardCouldNotBeDeleted(_ error: any Error) {
        view?.present(.error("Unable to delete the card: \(error)"))
    }

    private func delete() async {
        await request.run { await interactor.delete() }
    }

    private func takePhoto(for side: CardSide) {
        interactor.awaitPhoto(for: side)
        router.showCamera(output: self)
    }

    private func choosePhoto(for side: CardSide) {
        interactor.awaitPhoto(for: side)
        router.showPhotoLibrary(output: self)
    }
}

extension CardDetailsPresenter: PhotoCaptureModuleOutput, PhotoLibraryModuleOutput {
    func photoTaken(_ photo: Data) {
        interactor.receivePhoto(photo)
    }

    func photoChosen(_ photo: Data) {
        interactor.receivePhoto(photo)
    }
}
