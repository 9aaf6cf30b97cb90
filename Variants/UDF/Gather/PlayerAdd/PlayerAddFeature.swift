import Domain
import Presentation

/// Creates a player from a name, then tells its parent it was added.
struct PlayerAddFeature: Reducer {
    struct State: Equatable {
        var name = ""
        /// The request in flight: the loading indicator shows, and input waits.
        var isCreating = false
        var status: String?
        var alert: AlertState<Action.Alert>?

        /// The player to create, or `nil` while the name is not one.
        var draft: PlayerDraft? { PlayerDraft(typedName: name) }

        /// What going back would lose.
        var unsavedWork: String? { draft == nil ? nil : "The name you typed will be lost." }

        /// Why Done does nothing while it is disabled.
        var doneUnavailableReason: String { "Type the player's name first." }
    }

    enum Action: Equatable, Sendable {
        case nameChanged(String)
        case doneTapped
        case created(Delivery)
        /// The request failed; `nil` when the app called it off (Esc on the wait): no error to show.
        /// Unconfirmed when its request left and its answer did not come (a timeout): it may have been done.
        case creationFailed(reason: String?, unconfirmed: Bool)
        case alert(Alert?)
        case delegate(Delegate)

        enum Alert: Equatable, Sendable {
            /// OK on "Saved on this device": the player waits here, and the screen goes.
            case savedOnDeviceAcknowledged
        }

        enum Delegate: Equatable, Sendable {
            case playerAdded
        }
    }

    let players: any PlayersService

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .nameChanged(let text):
            state.name = text
            return .none
        case .doneTapped:
            guard !state.isCreating, let draft = state.draft else { return .none }
            state.isCreating = true
            return .run { [players] send in
                do {
                    send(.created(try await players.create(draft)))
                } catch {
                    send(.creationFailed(reason: Task.isCancelled ? nil : "\(error)", unconfirmed: error.isUnconfirmed))
                }
            }
        case .created(let delivery):
            state.isCreating = false
            guard delivery == .sent else {
                // Said before going back, so that a player kept here is not taken for sent.
                let name = state.draft?.name ?? state.name
                state.alert = AlertState(
                    title: "Saved on this device",
                    message: "\"\(name)\" waits here and is added when the backend answers.",
                    buttons: [.init("OK", role: .cancel, action: .savedOnDeviceAcknowledged)]
                )
                return .none
            }
            return .send(.delegate(.playerAdded))
        case .creationFailed(let reason, let unconfirmed):
            state.isCreating = false
            guard let reason else { return .none }
            state.status = reason
            state.alert = .error(
                unconfirmed
                    ? "Unable to confirm that the player was created: it may have been. Done again will not add it twice."
                    : "Unable to create player. Please try again.")
            return .none
        case .alert(.savedOnDeviceAcknowledged):
            state.alert = nil
            return .send(.delegate(.playerAdded))
        case .alert(nil):
            state.alert = nil
            return .none
        case .delegate:
            return .none
        }
    }
}
