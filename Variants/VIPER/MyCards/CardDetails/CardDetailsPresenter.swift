import Domain
import Foundation
import Presentation

/// Decides what CardDetails shows: the title of each mode, the keys that work in it, where a
/// chosen face leads, the confirmation before a deletion, loading and the error texts.
@MainActor
final class CardDetailsPresenter: CardDetailsPresenterProtocol, CardDetailsInteractorOutputProtocol {
    weak var view: (any CardDetailsViewProtocol)?
    private let interactor: any CardDetailsInteractorProtocol
    private let router: any CardDetailsRouterProtocol
    private weak var output: (any CardDetailsModuleOutput)?
    /// The card and its mode as the interactor last told them.
    private var draft = Card()
    private var mode = CardDetailsMode.normal
    /// The face whose new photo the camera or the library is taking.
    private var sideAwaitingPhoto: CardSide?
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(interactor: any CardDetailsInteractorProtocol, router: any CardDetailsRouterProtocol, output: any CardDetailsModuleOutput) {
        self.interactor = interactor
        self.router = router
        self.output = output
    }

    func viewDidLoad() {
        interactor.loadCard()
    }

    func nameDidChange(_ text: String) {
        interactor.rename(text)
    }

    func editTapped() {
        guard mode == .normal else { return }
        interactor.edit()
        view?.focusName()
    }

    func faceChosen(_ side: CardSide) {
        switch mode {
        case .normal:
            guard let photo = draft[side] else { return }
            router.showPhoto(photo, of: side)
        case .edit, .create:
            view?.askForPhotoSource(title: side == .front ? "Set front photo" : "Set back photo", for: side)
        }
    }

    func cameraChosen(for side: CardSide) {
        sideAwaitingPhoto = side
        router.showCamera(output: self)
    }

    func photoLibraryChosen(for side: CardSide) {
        sideAwaitingPhoto = side
        router.showPhotoLibrary(output: self)
    }

    func saveTapped() async {
        await request.run { await interactor.save() }
    }

    /// Leaves edit mode without saving; discards a new card.
    func cancelTapped() {
        switch mode {
        case .normal: return
        case .create: router.close()
        case .edit:
            interactor.discardChanges()
            view?.setName(draft.name)
        }
    }

    /// Esc: cancels an edit, or closes the screen.
    func backTapped() {
        if mode == .edit { cancelTapped() } else { router.close() }
    }

    func deleteTapped() {
        guard mode == .edit else { return }
        view?.present(AlertContent(title: "Delete card", message: "Are you sure you want to delete this card?", buttons: [
            .init("Delete", role: .destructive) { [weak self] in await self?.delete() },
            .init("Cancel", role: .cancel),
        ]))
    }

    // MARK: The interactor's output

    func cardLoaded(_ draft: Card, mode: CardDetailsMode) {
        view?.title = mode == .create ? "Add new card" : "Card Details"
        view?.setName(draft.name)
        cardChanged(draft, mode: mode, hasChanges: false)
    }

    func cardChanged(_ draft: Card, mode: CardDetailsMode, hasChanges: Bool) {
        self.draft = draft
        self.mode = mode
        view?.setPhotos(front: draft.front, back: draft.back)
        view?.setEditing(mode != .normal, canSave: mode != .normal && draft.isValid, canDelete: mode == .edit, faceAction: mode != .normal ? "Set photo" : "Open photo")
        view?.unsavedWork = mode == .normal || !hasChanges ? nil : mode == .create ? "The new card's name and photos will be lost." : "Your changes to this card will be lost."
    }

    func cardSaved(_ card: Card, wasNew: Bool) {
        if wasNew {
            router.close()
        } else {
            view?.setName(card.name)
        }
        output?.cardSaved(card)
    }

    func cardCouldNotBeSaved(_ error: any Error) {
        view?.present(.error("Unable to save the card: \(error)"))
    }

    func cardDeleted(_ card: Card) {
        router.close()
        output?.cardDeleted(card)
    }

    func cardCouldNotBeDeleted(_ error: any Error) {
        view?.present(.error("Unable to delete the card: \(error)"))
    }

    private func delete() async {
        await request.run { await interactor.delete() }
    }

    private func photoArrived(_ photo: Data) {
        guard let side = sideAwaitingPhoto else { return }
        sideAwaitingPhoto = nil
        interactor.setPhoto(photo, for: side)
        router.backToCard()
    }
}

extension CardDetailsPresenter: PhotoCaptureModuleOutput, PhotoLibraryModuleOutput {
    func photoTaken(_ photo: Data) {
        photoArrived(photo)
    }

    func photoChosen(_ photo: Data) {
        photoArrived(photo)
    }
}
