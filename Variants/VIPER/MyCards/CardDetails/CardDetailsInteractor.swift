import Domain
import Foundation
import Presentation

/// One card, in three modes: shown (normal), changed (edit) or made (create); saved or deleted
/// on this device — a card saved must be valid (a name and both photos). It decides what a
/// chosen face, Esc and a deletion lead to in each mode, and which face a new photo is for.
@MainActor
final class CardDetailsInteractor: CardDetailsInteractorProtocol {
    weak var output: (any CardDetailsInteractorOutputProtocol)?
    private var mode: CardDetailsMode
    /// The card as stored; in create mode, the empty card the draft started from.
    private var savedCard: Card
    /// The card as shown, with the changes made so far.
    private var draft: Card
    /// The face whose new photo the camera or the library is taking.
    private var sideAwaitingPhoto: CardSide?
    private let sync: CardSync
    private weak var moduleOutput: (any CardDetailsModuleOutput)?

    init(input: CardDetailsInput, sync: CardSync) {
        mode = input.mode
        savedCard = input.card
        draft = input.card
        moduleOutput = input.output
        self.sync = sync
    }

    func loadCard() {
        output?.cardLoaded(shown(draft), mode: mode)
    }

    func edit() {
        guard mode == .normal else { return }
        mode = .edit
        cardDidChange()
        output?.editingBegan()
    }

    func rename(_ name: String) {
        draft.name = name
        cardDidChange()
    }

    func chooseFace(_ side: CardSide) {
        switch mode {
        case .normal:
            guard let photo = draft[side] else { return }
            output?.facePhotoChosen(photo, of: side)
        case .edit, .create:
            output?.photoSourceNeeded(for: side)
        }
    }

    func awaitPhoto(for side: CardSide) {
        sideAwaitingPhoto = side
    }

    func receivePhoto(_ photo: Data) {
        guard let side = sideAwaitingPhoto else { return }
        sideAwaitingPhoto = nil
        draft[side] = photo
        cardDidChange()
        output?.photoPlaced()
    }

    func back() {
        guard mode == .edit else {
            output?.cardClosed()
            return
        }
        draft = savedCard
        mode = .normal
        cardDidChange()
        output?.editCancelled(name: savedCard.name)
    }

    func askToDelete() {
        guard mode == .edit else { return }
        output?.deletionNeedsConfirmation(name: savedCard.name)
    }

    func save() async {
        guard mode != .normal, let card = try? draft.normalizedForSaving() else { return }
        do {
            try await sync.saveLocally(card)
        } catch {
            output?.cardCouldNotBeSaved(error)
            return
        }
        let wasNew = mode == .create
        if !wasNew {
            savedCard = card
            draft = card
            mode = .normal
            cardDidChange()
        }
        moduleOutput?.cardSaved(card)
        output?.cardSaved(name: card.name, wasNew: wasNew)
    }

    func delete() async {
        guard mode == .edit else { return }
        let card = savedCard
        do {
            try await sync.deleteLocally(card.identifier)
            moduleOutput?.cardDeleted(card)
            output?.cardDeleted()
        } catch {
            output?.cardCouldNotBeDeleted(error)
        }
    }

    private func cardDidChange() {
        output?.cardChanged(shown(draft), mode: mode, hasChanges: draft != savedCard)
    }

    /// The card as the presenter is told of it.
    private func shown(_ card: Card) -> CardDetailsDraft {
        CardDetailsDraft(name: card.name, front: card.front, back: card.back, isComplete: card.isValid)
    }
}
