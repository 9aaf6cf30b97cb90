import Domain
import Foundation
import Observation
import Presentation

/// One card, in three modes: shown (normal), changed (edit) or made (create). Saving and
/// deleting happen on this device; its output is told, and the change goes on to the backend.
@MainActor
@Observable
final class CardDetailsViewModel {
    private(set) var mode: CardDetailsMode
    /// The card as stored; in create mode, the empty card the draft started from.
    private(set) var savedCard: Card
    /// The card as shown, with the changes made so far.
    private(set) var draft: Card
    /// Editing just began: the name field is to take the focus.
    @ObservationIgnored var onEditingBegan: () -> Void = {}
    /// Camera or Photo Library to ask for, worded and wired here: a one-shot event, as an alert is.
    @ObservationIgnored var onSheet: (AlertContent) -> Void = { _ in }
    /// An alert to show now: a one-shot event the view hears, not state a render consumes.
    @ObservationIgnored var onAlert: (AlertContent) -> Void = { _ in }
    /// The request in flight: the view shows the loading indicator while there is one.
    let request = RequestState()
    /// The coordinator: held weakly, as every screen of its flow holds it.
    @ObservationIgnored private weak var output: (any CardDetailsOutput)?
    @ObservationIgnored private let sync: CardSync

    init(mode: CardDetailsMode, card: Card, sync: CardSync, output: any CardDetailsOutput) {
        self.mode = mode
        savedCard = card
        draft = card
        self.sync = sync
        self.output = output
    }

    var title: String { mode == .create ? "Add new card" : "Card Details" }
    var isEditing: Bool { mode != .normal }
    var canSave: Bool { isEditing && draft.isValid }
    /// Why Done does not save yet, while it does not.
    var saveUnavailableReason: String? { draft.isValid ? nil : "A card needs a name and both photos." }

    /// What choosing a face does in this mode.
    var faceAction: String { isEditing ? "Set photo" : "Open photo" }

    /// What leaving the draft now would lose.
    var unsavedWork: String? {
        guard isEditing, draft != savedCard else { return nil }
        return mode == .create
            ? "The new card's name and photos will be lost." : "Your changes to this card will be lost."
    }

    func nameDidChange(_ text: String) {
        draft.name = text
    }

    func editTapped() {
        guard mode == .normal else { return }
        mode = .edit
        onEditingBegan()
    }

    func faceChosen(_ side: CardSide) {
        switch mode {
        case .normal:
            guard let photo = draft[side] else { return }
            output?.facePhotoChosen(photo, of: side)
        case .edit, .create:
            onSheet(
                AlertContent(
                    title: side == .front ? "Set front photo" : "Set back photo", message: "",
                    buttons: [
                        .init("Camera") { [weak self] in self?.output?.cameraChosen(for: side) },
                        .init("Photo Library") { [weak self] in self?.output?.photoLibraryChosen(for: side) },
                        .init("Cancel", role: .cancel),
                    ]))
        }
    }

    /// The new photo of one face, from the camera or the photo library.
    func photoTaken(_ photo: Data, for side: CardSide) {
        draft[side] = photo
    }

    func saveTapped() async {
        guard canSave, let card = try? draft.normalizedForSaving() else { return }
        await request.run {
            do {
                try await sync.saveLocally(card)
            } catch {
                onAlert(.error("Unable to save the card: \(error)"))
                return
            }
            if mode == .create {
                output?.cardCreated(card)
            } else {
                savedCard = card
                draft = card
                mode = .normal
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
        }
    }

    /// Esc: cancels an edit, or closes the screen.
    func backTapped() {
        if mode == .edit { cancelTapped() } else { output?.cardDismissed() }
    }

    func deleteTapped() {
        guard mode == .edit else { return }
        onAlert(
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
                onAlert(.error("Unable to delete the card: \(error)"))
                return
            }
            output?.cardDeleted(card)
        }
    }
}
