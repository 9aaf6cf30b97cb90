import Domain
import Foundation
import Presentation

/// One card, in three modes: shown (normal), changed (edit) or made (create). Saving and
/// deleting happen on this device; its output is told, and the change goes on to the backend.
@MainActor
final class CardDetailsPresenter {
    weak var view: (any CardDetailsViewProtocol)?
    private var mode: CardDetailsMode
    /// The card as stored; in create mode, the empty card the draft started from.
    private var savedCard: Card
    /// The card as shown, with the changes made so far.
    private var draft: Card
    private let sync: CardSync
    /// The coordinator: held, as every screen of its flow holds it.
    private weak var output: (any CardDetailsOutput)?
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(mode: CardDetailsMode, card: Card, sync: CardSync, output: any CardDetailsOutput) {
        self.mode = mode
        savedCard = card
        draft = card
        self.sync = sync
        self.output = output
    }

    private var isEditing: Bool { mode != .normal }

    func viewDidLoad() {
        view?.title = mode == .create ? "Add new card" : "Card Details"
        showCard()
    }

    func nameDidChange(_ text: String) {
        draft.name = text
        showMode()
    }

    func editTapped() {
        guard mode == .normal else { return }
        mode = .edit
        showMode()
        view?.focusName()
    }

    func faceChosen(_ side: CardSide) {
        switch mode {
        case .normal:
            guard let photo = draft[side] else { return }
            output?.facePhotoChosen(photo, of: side)
        case .edit, .create:
            view?.presentSheet(
                AlertContent(
                    title: side == .front ? "Set front photo" : "Set back photo", message: "",
                    buttons: [
                        .init("Camera") { [weak self] in self?.cameraChosen(for: side) },
                        .init("Photo Library") { [weak self] in self?.photoLibraryChosen(for: side) },
                        .init("Cancel", role: .cancel),
                    ]))
        }
    }

    private func cameraChosen(for side: CardSide) {
        output?.cameraChosen(for: side)
    }

    private func photoLibraryChosen(for side: CardSide) {
        output?.photoLibraryChosen(for: side)
    }

    /// The new photo of one face, from the camera or the photo library.
    func photoTaken(_ photo: Data, for side: CardSide) {
        draft[side] = photo
        view?.setPhotos(front: draft.front, back: draft.back)
        showMode()
    }

    func saveTapped() async {
        guard isEditing, let card = try? draft.normalizedForSaving() else { return }
        await request.run {
            do {
                try await sync.saveLocally(card)
            } catch {
                view?.present(.error("Unable to save the card: \(error)"))
                return
            }
            if mode == .create {
                output?.cardCreated(card)
            } else {
                savedCard = card
                draft = card
                mode = .normal
                showCard()
                output?.cardSaved(card)
            }
        }
    }

    /// Leaves edit mode without saving; discards a new card.
    func cancelTapped() {
        switch mode {
        case .normal: return
        case .create: output?.cardDismissed()
        case .edit:
            draft = savedCard
            mode = .normal
            showCard()
        }
    }

    /// Esc: cancels an edit, or closes the screen.
    func backTapped() {
        if mode == .edit { cancelTapped() } else { output?.cardDismissed() }
    }

    func deleteTapped() {
        guard mode == .edit else { return }
        view?.present(
            AlertContent(
                title: "Delete card", message: "Are you sure you want to delete \"\(savedCard.name)\"?",
                buttons: [
                    .init("Delete", role: .destructive) { [weak self] in await self?.delete() },
                    .init("Cancel", role: .cancel),
                ]))
    }

    private func delete() async {
        await request.run {
            let card = savedCard
            do {
                try await sync.deleteLocally(card.identifier)
            } catch {
                view?.present(.error("Unable to delete the card: \(error)"))
                return
            }
            output?.cardDeleted(card)
        }
    }

    private func showCard() {
        view?.setName(draft.name)
        view?.setPhotos(front: draft.front, back: draft.back)
        showMode()
    }

    private func showMode() {
        view?.setEditing(
            isEditing, saveUnavailableReason: draft.isValid ? nil : "A card needs a name and both photos.",
            canDelete: mode == .edit, faceAction: isEditing ? "Set photo" : "Open photo")
        view?.unsavedWork =
            !isEditing || draft == savedCard
            ? nil
            : mode == .create
                ? "The new card's name and photos will be lost." : "Your changes to this card will be lost."
    }
}
