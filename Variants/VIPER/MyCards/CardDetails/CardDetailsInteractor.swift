import Domain
import Foundation

/// One card, in three modes: shown (normal), changed (edit) or made (create); saved or deleted
/// on this device — a card saved must be valid (a name and both photos).
@MainActor
final class CardDetailsInteractor: CardDetailsInteractorProtocol {
    weak var output: (any CardDetailsInteractorOutputProtocol)?
    private(set) var mode: CardDetailsMode
    /// The card as stored; in create mode, the empty card the draft started from.
    private var savedCard: Card
    private(set) var draft: Card
    private let sync: CardSync

    var hasChanges: Bool { draft != savedCard }

    init(card: Card, mode: CardDetailsMode, sync: CardSync) {
        self.mode = mode
        savedCard = card
        draft = card
        self.sync = sync
    }

    func edit() {
        guard mode == .normal else { return }
        mode = .edit
        output?.cardChanged(draft, mode: mode)
    }

    func rename(_ name: String) {
        draft.name = name
        output?.cardChanged(draft, mode: mode)
    }

    func setPhoto(_ photo: Data, for side: CardSide) {
        draft[side] = photo
        output?.cardChanged(draft, mode: mode)
    }

    func discardChanges() {
        guard mode == .edit else { return }
        draft = savedCard
        mode = .normal
        output?.cardChanged(draft, mode: mode)
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
            output?.cardChanged(draft, mode: mode)
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
}
