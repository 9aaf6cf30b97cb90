import Domain
import Presentation

/// Edits one field of a player: free text (checked as it is typed) or one of a list of choices;
/// Done sends the whole player and tells the parent it was saved.
struct PlayerEditFeature: Reducer {
    struct State: Equatable {
        let field: PlayerField
        /// The player as last read: the edit is made over it.
        var player: Player
        /// What the field would become: the text typed, or the choice checked.
        var value: String
        /// The request in flight: the loading indicator shows, and input waits.
        var isSaving = false
        var status: String?
        var alert: AlertState<Action.Alert>?

        init(field: PlayerField, player: Player) {
            self.field = field
            self.player = player
            value = field.value(of: player)
        }

        /// The values to choose from, or `nil` for a text field.
        var choices: [String]? {
            if case .choice(let choices) = field.kind { return choices }
            return nil
        }

        /// The choice checked, if the field has choices.
        var checkedChoice: Int? { choices?.firstIndex(of: value) }

        /// Why the value cannot be saved, shown under the field.
        var validationMessage: String? {
            do {
                _ = try field.applying(value, to: player)
                return nil
            } catch {
                return error.description
            }
        }

        var isDoneEnabled: Bool { validationMessage == nil && field.isChange(value, of: player) }

        /// Why Done does nothing while it is disabled.
        var doneUnavailableReason: String {
            choices != nil ? "Choose another value first." : validationMessage ?? "Change the value first."
        }

        /// What going back would lose.
        var unsavedWork: String? { field.isChange(value, of: player) ? "The value you changed will be lost." : nil }
    }

    enum Action: Equatable, Sendable {
        case valueChanged(String)
        case choiceChosen(row: Int)
        case doneTapped
        case saved(SavedPlayer)
        /// Another device changed the player since it was read: the backend refused the change.
        case changedElsewhere(current: Player, reason: String)
        /// Another device deleted the player: saving can never succeed. `player` is as edited.
        case deletedElsewhere(player: Player, reason: String)
        case addedAgain
        /// Adding the player deleted elsewhere again failed, as a save fails.
        case addingAgainFailed(reason: String?, unconfirmed: Bool)
        /// The request failed; `nil` when the app called it off (Esc on the wait): no error to show.
        /// Unconfirmed when its request left and its answer did not come (a timeout): it may have been done.
        case savingFailed(reason: String?, unconfirmed: Bool)
        case alert(Alert?)
        case delegate(Delegate)

        enum Alert: Equatable, Sendable {
            /// OK on "Saved on this device": the change waits here, and the screen goes.
            case savedOnDeviceAcknowledged(Player)
            /// "Add again" on "Deleted elsewhere": the player is made again, as edited.
            case addAgainTapped(Player)
            /// "Drop change" on "Deleted elsewhere".
            case changeDropped
        }

        enum Delegate: Equatable, Sendable {
            case playerEdited(Player)
            /// The player as another device left it: the screens behind show it.
            case playerChangedElsewhere(Player)
            /// The player was deleted elsewhere, and added again or its change dropped.
            case playerDeletedElsewhere
        }
    }

    let players: any PlayersService

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .valueChanged(let text):
            state.value = text
            return .none
        case .choiceChosen(let row):
            guard let choices = state.choices, choices.indices.contains(row) else { return .none }
            state.value = choices[row]
            return .none
        case .doneTapped:
            guard !state.isSaving, state.isDoneEnabled,
                let updated = try? state.field.applying(state.value, to: state.player)
            else { return .none }
            state.isSaving = true
            let original = state.player
            return .run { [players] send in
                do {
                    send(.saved(try await players.update(updated, from: original)))
                } catch let changed as PlayerChangedElsewhere {
                    send(.changedElsewhere(current: changed.current, reason: "\(changed)"))
                } catch let deleted as PlayerDeletedElsewhere {
                    send(.deletedElsewhere(player: deleted.player, reason: "\(deleted)"))
                } catch {
                    send(.savingFailed(reason: Task.isCancelled ? nil : "\(error)", unconfirmed: error.isUnconfirmed))
                }
            }
        case .saved(let saved):
            state.isSaving = false
            guard saved.delivery == .sent else {
                // Said before going back, so that a change kept here is not taken for sent.
                state.alert = AlertState(
                    title: "Saved on this device",
                    message: "Your change waits here and is saved when the backend answers.",
                    buttons: [.init("OK", role: .cancel, action: .savedOnDeviceAcknowledged(saved.player))]
                )
                return .none
            }
            return .send(.delegate(.playerEdited(saved.player)))
        case .changedElsewhere(let current, let reason):
            // The value typed stays; Done now saves it over the current player, which the
            // details show too, whatever the person decides here.
            state.isSaving = false
            state.player = current
            state.alert = AlertState(title: "Changed elsewhere", message: reason)
            return .send(.delegate(.playerChangedElsewhere(current)))
        case .deletedElsewhere(let player, let reason):
            // Done can never save it: the person adds the player again or drops the change.
            state.isSaving = false
            state.alert = AlertState(
                title: "Deleted elsewhere", message: reason,
                buttons: [
                    .init("Add again", action: .addAgainTapped(player)),
                    .init("Drop change", role: .cancel, action: .changeDropped),
                ])
            return .none
        case .alert(.addAgainTapped(let player)):
            state.alert = nil
            state.isSaving = true
            return .run { [players] send in
                do {
                    _ = try await players.create(player.draft)
                    send(.addedAgain)
                } catch {
                    send(
                        .addingAgainFailed(
                            reason: Task.isCancelled ? nil : "\(error)", unconfirmed: error.isUnconfirmed))
                }
            }
        case .addedAgain:
            state.isSaving = false
            return .send(.delegate(.playerDeletedElsewhere))
        case .addingAgainFailed(let reason, let unconfirmed):
            state.isSaving = false
            guard let reason else { return .none }
            state.status = reason
            state.alert = .error(
                unconfirmed
                    ? "Unable to confirm that the player was created: it may have been. Done again will not add it twice."
                    : "Unable to create player. Please try again.")
            return .none
        case .alert(.changeDropped):
            state.alert = nil
            return .send(.delegate(.playerDeletedElsewhere))
        case .savingFailed(let reason, let unconfirmed):
            state.isSaving = false
            guard let reason else { return .none }
            state.status = reason
            state.alert = .error(
                unconfirmed
                    ? "Unable to confirm that the change was saved: it may have been. Done again will not save it twice."
                    : "Unable to update player. Please try again.")
            return .none
        case .alert(.savedOnDeviceAcknowledged(let updated)):
            state.alert = nil
            return .send(.delegate(.playerEdited(updated)))
        case .alert(nil):
            state.alert = nil
            return .none
        case .delegate:
            return .none
        }
    }
}
