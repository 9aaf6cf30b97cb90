import Domain
import Foundation
import Presentation

/// One card, in three modes: shown (normal), changed (edit) or made (create); saved or deleted
/// on this device — a card saved must be valid (a name and both photos).
@MainActor
final class CardDetailsInteractor: CardDetailsInteractorProtocol {
    weak var output: (any CardDetailsInteractorOutputProtocol)?
    private var mode: CardDetailsMode
    /// The card as stored; in create mode, the empty card the draft started from.
    private var savedCard: Card
    /// The card as shown, with the changes made so far.
    private var draft: Card
    private let sync: CardSync

    init(card: Card, mode: CardDetailsMode, sync: CardSync) {
        self.mode = mode
        savedCard = card
        draft = card
        self.sync = sync
    }

    func loadCard() {
        output?.cardLoaded(draft, mode: mode)
    }

    func edit() {
        guard mode == .normal else { return }
        mode = .edit
        cardDidChange()
    }

    func rename(_ name: String) {
        draft.name = name
        cardDidChange()
    }

    func setPhoto(_ photo: Data, for side: CardSide) {
        draft[side] = photo
        cardDidChange()
    }

    func discardChanges() {
        guard mode == .edit else { return }
        draft = savedCard
        mode = .normal
        cardDidChange()
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
        output?.cardSaved(card, wasNew: wasNew)
    }

    func delete() async {
        guard mode == .edit else { return }
        let card = savedCard
        do {
            try await sync.deleteLocally(card.identifier)
            output?.cardDeleted(card)
        } catch {
            output?.cardCouldNotBeDeleted(error)
        }
    }

    private func cardDidChange() {
        output?.cardChanged(draft, mode: mode, hasChanges: draft != savedCard)
    }
}
