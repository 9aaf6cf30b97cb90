import Domain
import Foundation
import Presentation

/// One card, in three modes: shown (normal), changed (edit) or made (create). Saving and
/// deleting happen on this device; the parent is told, and the change goes on to the backend.
struct CardDetailsFeature: Reducer {
    struct State: Equatable {
        var mode: CardDetailsMode
        /// The card as stored; in create mode, the empty card the draft started from.
        var savedCard: Card
        /// The card as shown, with the changes made so far.
        var draft: Card
        /// A save or a deletion in flight: the loading indicator shows, and input waits.
        var isSaving = false
        var alert: AlertState<Action.Alert>?
        /// The choice of where a face's photo comes from, while it is open.
        var photoSource: AlertState<Action.PhotoSource>?

        init(mode: CardDetailsMode, card: Card) {
            self.mode = mode
            savedCard = card
            draft = card
        }

        var isEditing: Bool { mode != .normal }
        var title: String { mode == .create ? "Add new card" : "Card Details" }
        var saveUnavailableReason: String? { draft.isValid ? nil : "A card needs a name and both photos." }
        var faceAction: String { isEditing ? "Set photo" : "Open photo" }

        /// What going back would lose.
        var unsavedWork: String? {
            guard isEditing, draft != savedCard else { return nil }
            return mode == .create
                ? "The new card's name and photos will be lost." : "Your changes to this card will be lost."
        }
    }

    enum Action: Equatable, Sendable {
        case nameChanged(String)
        case editTapped
        /// A face chosen: its photo in normal mode, where a new one comes from otherwise.
        case faceChosen(CardSide)
        /// The new photo of one face, from the camera or the photo library.
        case photoTaken(Data, for: CardSide)
        case saveTapped
        case saved(Card)
        case saveFailed(reason: String)
        /// Leaves edit mode without saving; discards a new card.
        case cancelTapped
        /// Esc: cancels an edit, or closes the screen.
        case backTapped
        case deleteTapped
        case deleted(Card)
        case deleteFailed(reason: String)
        case alert(Alert?)
        case photoSource(PhotoSource?)
        case delegate(Delegate)

        enum Alert: Equatable, Sendable {
            case confirmDeletion
        }

        enum PhotoSource: Equatable, Sendable {
            case camera(CardSide)
            case photoLibrary(CardSide)
        }

        enum Delegate: Equatable, Sendable {
            case showPhoto(Data, of: CardSide)
            case takePhoto(for: CardSide)
            case choosePhoto(for: CardSide)
            /// A new card saved on this device; the screen is done with.
            case created(Card)
            /// An edited card saved on this device; the screen stays.
            case saved(Card)
            /// Deleted on this device; the screen is done with.
            case deleted(Card)
            /// Left without saving.
            case dismissed
        }
    }

    let sync: CardSync

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .nameChanged(let text):
            state.draft.name = text
            return .none
        case .editTapped:
            guard state.mode == .normal else { return .none }
            state.mode = .edit
            return .none
        case .faceChosen(let side):
            guard state.isEditing else {
                guard let photo = state.draft[side] else { return .none }
                return .send(.delegate(.showPhoto(photo, of: side)))
            }
            state.photoSource = AlertState(
                title: side == .front ? "Set front photo" : "Set back photo", message: "",
                buttons: [
                    .init("Camera", action: .camera(side)),
                    .init("Photo Library", action: .photoLibrary(side)),
                    .init("Cancel", role: .cancel),
                ])
            return .none
        case .photoSource(let source):
            state.photoSource = nil
            switch source {
            case .camera(let side): return .send(.delegate(.takePhoto(for: side)))
            case .photoLibrary(let side): return .send(.delegate(.choosePhoto(for: side)))
            case nil: return .none
            }
        case .photoTaken(let photo, let side):
            state.draft[side] = photo
            return .none
        case .saveTapped:
            guard !state.isSaving, state.isEditing, let card = try? state.draft.normalizedForSaving() else {
                return .none
            }
            state.isSaving = true
            return .run { [sync] send in
                do {
                    try await sync.saveLocally(card)
                    send(.saved(card))
                } catch {
                    send(.saveFailed(reason: "\(error)"))
                }
            }
        case .saved(let card):
            state.isSaving = false
            guard state.mode != .create else { return .send(.delegate(.created(card))) }
            state.savedCard = card
            state.draft = card
            state.mode = .normal
            return .send(.delegate(.saved(card)))
        case .saveFailed(let reason):
            state.isSaving = false
            state.alert = .error("Unable to save the card: \(reason)")
            return .none
        case .cancelTapped:
            switch state.mode {
            case .normal:
                return .none
            case .create:
                return .send(.delegate(.dismissed))
            case .edit:
                state.draft = state.savedCard
                state.mode = .normal
                return .none
            }
        case .backTapped:
            return state.mode == .edit ? reduce(into: &state, action: .cancelTapped) : .send(.delegate(.dismissed))
        case .deleteTapped:
            guard state.mode == .edit else { return .none }
            state.alert = AlertState(
                title: "Delete card", message: "Are you sure you want to delete \"\(state.savedCard.name)\"?",
                buttons: [
                    .init("Delete", role: .destructive, action: .confirmDeletion),
                    .init("Cancel", role: .cancel),
                ])
            return .none
        case .alert(.confirmDeletion):
            state.alert = nil
            state.isSaving = true
            let card = state.savedCard
            return .run { [sync] send in
                do {
                    try await sync.deleteLocally(card.identifier)
                    send(.deleted(card))
                } catch {
                    send(.deleteFailed(reason: "\(error)"))
                }
            }
        case .deleted(let card):
            state.isSaving = false
            return .send(.delegate(.deleted(card)))
        case .deleteFailed(let reason):
            state.isSaving = false
            state.alert = .error("Unable to delete the card: \(reason)")
            return .none
        case .alert(nil):
            state.alert = nil
            return .none
        case .delegate:
            return .none
        }
    }
}
