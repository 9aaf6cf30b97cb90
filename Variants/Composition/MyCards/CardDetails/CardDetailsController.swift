import Camera
import Domain
import Foundation
import Presentation
import TerminalUI

/// One card, in three modes: shown (normal), changed (edit) or made (create) — its name and its
/// two faces as children. Saving and deleting happen here, on this device; the card list takes
/// the change to the backend.
@MainActor
final class CardDetailsController: Screen {
    let cardName = CardNameController()
    let faces = CardFacesController()
    private(set) var mode: CardDetailsMode
    /// The card as stored; in create mode, the empty card the draft started from.
    private(set) var savedCard: Card
    /// The card as shown, with the changes made so far.
    private(set) var draft: Card
    private let sync: CardSync
    private let camera: any Camera
    private let photosDirectory: String
    private let onCardSaved: (Card) -> Void
    private let onCardDeleted: (Card) -> Void
    private lazy var request = RequestState { [weak self] isInFlight in self?.showsLoading = isInFlight }

    init(
        mode: CardDetailsMode,
        card: Card,
        sync: CardSync,
        camera: any Camera,
        photosDirectory: String,
        onCardSaved: @escaping (Card) -> Void,
        onCardDeleted: @escaping (Card) -> Void
    ) {
        self.mode = mode
        savedCard = card
        draft = card
        self.sync = sync
        self.camera = camera
        self.photosDirectory = photosDirectory
        self.onCardSaved = onCardSaved
        self.onCardDeleted = onCardDeleted
        super.init(title: "Card Details")
        content = Stack(spacing: 1, [slot(showing: cardName), slot(showing: faces)])
        cardName.onChange = { [weak self] text in self?.nameDidChange(text) }
        cardName.onSubmit = { [weak self] in self?.save() }
        faces.onChoose = { [weak self] side in self?.faceChosen(side) }
    }

    override func didLoad() {
        update()
    }

    /// Esc: leaves edit mode without saving, discards a new card, or goes back to the list —
    /// asking first when that loses changes.
    override func goBack() {
        switch mode {
        case .normal: navigation?.pop()
        case .edit, .create: cancelTapped()
        }
    }

    func editTapped() {
        guard mode == .normal else { return }
        mode = .edit
        update()
        cardName.focusField()
    }

    func nameDidChange(_ text: String) {
        draft.name = text
        update()
    }

    func faceChosen(_ side: CardSide) {
        switch mode {
        case .normal:
            guard let photo = draft[side] else { return }
            navigation?.push(CardPhotoController(side: side, photo: photo))
        case .edit, .create:
            let title = side == .front ? "Set front photo" : "Set back photo"
            app?.present(
                ActionSheet(
                    title: title,
                    buttons: [
                        AlertButton("Camera") { [weak self] in self?.cameraChosen(for: side) },
                        AlertButton("Photo Library") { [weak self] in self?.photoLibraryChosen(for: side) },
                        AlertButton("Cancel", role: .cancel),
                    ]))
        }
    }

    func cameraChosen(for side: CardSide) {
        navigation?.push(
            PhotoCaptureController(camera: camera) { [weak self] photo in self?.photoTaken(photo, for: side) })
    }

    func photoLibraryChosen(for side: CardSide) {
        navigation?.push(
            PhotoLibraryController(directory: photosDirectory) { [weak self] photo in self?.photoTaken(photo, for: side)
            })
    }

    /// The new photo of one face, from the camera or the photo library.
    func photoTaken(_ photo: Data, for side: CardSide) {
        draft[side] = photo
        navigation?.pop(to: self)
        update()
    }

    func saveTapped() async {
        guard mode != .normal, let card = try? draft.normalizedForSaving() else { return }
        await request.run {
            do {
                try await sync.saveLocally(card)
            } catch {
                present(.error("Unable to save the card: \(error)"))
                return
            }
            onCardSaved(card)
            if mode == .create {
                navigation?.pop()
            } else {
                savedCard = card
                draft = card
                mode = .normal
                update()
            }
        }
    }

    func cancelTapped() {
        guard mode != .normal else { return }
        discardingUnsavedWork { [weak self] in self?.discardDraft() }
    }

    private func discardDraft() {
        switch mode {
        case .normal: return
        case .create: navigation?.pop()
        case .edit:
            draft = savedCard
            mode = .normal
            update()
        }
    }

    func deleteTapped() {
        guard mode == .edit else { return }
        present(
            AlertContent(
                title: "Delete card", message: "Are you sure you want to delete \"\(savedCard.name)\"?",
                buttons: [
                    .init("Delete", role: .destructive) { [weak self] in await self?.delete() },
                    .init("Cancel", role: .cancel),
                ]))
    }

    private func delete() async {
        let card = savedCard
        await request.run {
            do {
                try await sync.deleteLocally(card.identifier)
            } catch {
                present(.error("Unable to delete the card: \(error)"))
                return
            }
            onCardDeleted(card)
            navigation?.pop()
        }
    }

    private func update() {
        title = mode == .create ? "Add new card" : "Card Details"
        let isEditing = mode != .normal
        unsavedWork =
            !isEditing || draft == savedCard
            ? nil
            : mode == .create
                ? "The new card's name and photos will be lost." : "Your changes to this card will be lost."
        cardName.show(draft.name, isEditing: isEditing)
        faces.show(front: draft.front, back: draft.back, selectTitle: isEditing ? "Set photo" : "Open photo")
        switch mode {
        case .normal:
            keyBindings = [
                KeyBinding(.character("e"), "Edit") { [weak self] in self?.editTapped() },
                KeyBinding(.enter, "Open photo") { [weak self] in self?.faceChosen(.front) },
            ]
        case .edit, .create:
            keyBindings = [
                KeyBinding(
                    .enter, "Done", isEnabled: draft.isValid, disabledReason: "A card needs a name and both photos."
                ) { [weak self] in self?.save() },
                KeyBinding(.escape, "Cancel") { [weak self] in self?.cancelTapped() },
            ]
            if mode == .edit {
                keyBindings.append(KeyBinding(.control("d"), "Delete") { [weak self] in self?.deleteTapped() })
            }
        }
    }

    private func save() {
        app?.perform(showingLoading: false) { [weak self] in await self?.saveTapped() }
    }
}
