import Domain
import Presentation

/// The user's players, fetched a page at a time as the list scrolls: open one, add one, delete
/// one, or select at least two to pick teams.
struct PlayerListFeature: Reducer {
    struct State: Equatable {
        /// One row as the list shows it.
        struct Row: Equatable {
            let title: String
            let details: [String]
            /// `nil` in list mode; ticked or not in select mode.
            let isTicked: Bool?
        }

        /// The players as fetched, a page at a time: the child feature's part.
        var pages = PlayerPagesFeature.State()
        var isSelecting = false
        /// The ticked players, whole: ConfirmPlayers needs them wherever the list has scrolled to.
        var selectedPlayers: [Player.ID: Player] = [:]
        /// A deletion or a logout in flight: the loading indicator shows, and input waits.
        var isWorking = false
        var alert: AlertState<Action.Alert>?

        init() {}

        var title: String { isSelecting ? "\(selectedPlayers.count) selected" : "Players" }
        var isLoading: Bool { pages.isLoading || isWorking }
        var status: String? { pages.status }
        private var hasRows: Bool { pages.hasRows }
        private var listUnavailableReason: String? { pages.listUnavailableReason }
        var canChoose: Bool { hasRows }
        var canToggleSelectMode: Bool { isSelecting || hasRows }
        var canConfirm: Bool { isSelecting && selectedPlayers.count >= 2 && listUnavailableReason == nil }
        var canDelete: Bool { !isSelecting && hasRows }
        var chooseKeyTitle: String { isSelecting ? "Tick or untick" : "Open" }
        var selectKeyTitle: String { isSelecting ? "Cancel" : "Select" }
        /// Why Enter does nothing while it is disabled.
        var chooseUnavailableReason: String { listUnavailableReason ?? "There is no player to open." }
        /// Why Select does nothing while it is disabled.
        var selectUnavailableReason: String { listUnavailableReason ?? "There is no player to select." }
        /// Why Confirm does nothing while it is disabled.
        var confirmUnavailableReason: String {
            listUnavailableReason
                ?? (isSelecting ? "Select at least two players." : "Press s to select the players first.")
        }
        /// Why Delete does nothing while it is disabled.
        var deleteUnavailableReason: String {
            isSelecting
                ? "Leave select mode (s) to delete a player." : listUnavailableReason ?? "There is no player to delete."
        }
        /// What going back would lose: in select mode, the ticks.
        var unsavedWork: String? {
            isSelecting && !selectedPlayers.isEmpty ? "The players you ticked will be unticked." : nil
        }

        /// The fetched rows, by position in the list.
        var rows: [Int: Row] {
            pages.players.mapValues { player in
                Row(
                    title: player.name,
                    details: [
                        "Position: \(player.preferredPosition?.displayName ?? "-")",
                        "Skill: \(player.skill?.displayName ?? "-")",
                    ],
                    isTicked: isSelecting ? selectedPlayers[player.id] != nil : nil
                )
            }
        }
    }

    enum Action: Equatable, Sendable {
        /// The screen's first showing, and Reload, Retry, and a player added: loads around the
        /// highlighted row.
        case reload
        /// What the list of players did: a page fetched, one that failed, the row highlighted.
        case pages(PlayerPagesFeature.Action)
        case selectTapped
        /// Enter on a row: its details in list mode, a tick in select mode.
        case chosen(row: Int)
        case toggled(row: Int)
        case deleteTapped(row: Int)
        case deleted
        /// The deletion failed; `nil` when the app called it off: no error to show.
        /// Unconfirmed when its request left and its answer did not come (a timeout): it may have been done.
        case deletionFailed(reason: String?, unconfirmed: Bool)
        case confirmTapped
        case addTapped
        /// Back from select mode is list mode; back from the players is a logout.
        case backTapped
        case loggedOut
        /// A player edited on the screens this one opened: its row shows it at once, and the list
        /// loads again, so that its status line says what waits now.
        case playerUpdated(Player)
        /// The player edited was deleted elsewhere: the list loads again without it (or with it
        /// added again).
        case playerDeletedElsewhere
        /// Add Player created one: the list loads again to show it.
        case playerAdded
        case gatherEnded
        case alert(Alert?)
        case delegate(Delegate)

        enum Alert: Equatable, Sendable {
            case confirmDeletion(Player)
        }

        enum Delegate: Equatable, Sendable {
            case openPlayer(Player)
            case addPlayer
            /// The players ticked for a gather, at least two.
            case pickTeams([Player])
            case loggedOut
        }
    }

    let players: any PlayersService
    let auth: any AuthService
    private var pages: PlayerPagesFeature { PlayerPagesFeature(players: players) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .reload, .playerAdded, .playerDeletedElsewhere:
            return reducePages(&state, .reload)
        case .pages(let action):
            return reducePages(&state, action)
        case .selectTapped:
            guard state.canToggleSelectMode else { return .none }
            state.isSelecting.toggle()
            state.selectedPlayers = [:]
            return .none
        case .chosen(let row):
            guard let player = state.pages.players[row] else { return .none }
            guard !state.isSelecting else {
                toggle(player, in: &state)
                return .none
            }
            return .send(.delegate(.openPlayer(player)))
        case .toggled(let row):
            guard state.isSelecting, let player = state.pages.players[row] else { return .none }
            toggle(player, in: &state)
            return .none
        case .deleteTapped(let row):
            guard state.canDelete, let player = state.pages.players[row] else { return .none }
            state.alert = AlertState(
                title: "Delete player", message: "Are you sure you want to delete \"\(player.name)\"?",
                buttons: [
                    .init("Delete", role: .destructive, action: .confirmDeletion(player)),
                    .init("Cancel", role: .cancel),
                ])
            return .none
        case .alert(.confirmDeletion(let player)):
            state.alert = nil
            state.isWorking = true
            return .run { [players] send in
                do {
                    // One waiting for the backend is gone here too: the list shows what waits.
                    _ = try await players.delete(player.id)
                    send(.deleted)
                } catch {
                    send(.deletionFailed(reason: Task.isCancelled ? nil : "\(error)", unconfirmed: error.isUnconfirmed))
                }
            }
        case .deleted:
            state.isWorking = false
            return reducePages(&state, .playerRemoved)
        case .deletionFailed(let reason, let unconfirmed):
            state.isWorking = false
            guard let reason else { return .none }
            state.pages.status = reason
            state.alert = .error(
                unconfirmed
                    ? "Unable to confirm that the player was deleted: it may have been. Delete again to make sure."
                    : "Unable to delete player. Please try again.")
            return .none
        case .alert(nil):
            state.alert = nil
            return .none
        case .confirmTapped:
            guard state.canConfirm else { return .none }
            return .send(.delegate(.pickTeams(state.selectedPlayers.values.sorted { $0.id < $1.id })))
        case .addTapped:
            return .send(.delegate(.addPlayer))
        case .backTapped:
            guard !state.isSelecting else {
                state.isSelecting = false
                state.selectedPlayers = [:]
                return .none
            }
            state.isWorking = true
            return .run { [auth] send in
                await auth.logout()
                send(.loggedOut)
            }
        case .loggedOut:
            state.isWorking = false
            return .send(.delegate(.loggedOut))
        case .playerUpdated(let player):
            return reducePages(&state, .playerUpdated(player))
        case .gatherEnded:
            state.isSelecting = false
            state.selectedPlayers = [:]
            state.pages.status = "The gather's result is saved."
            return .none
        case .delegate:
            return .none
        }
    }

    /// Runs the pages' reducer on the pages' part of the state, its effect's actions sent back
    /// wrapped as `.pages` — what TCA's `Scope` does. A page shown refreshes the ticked players
    /// it holds: a reload is no reason to pick again, and the teams get what the backend has now.
    private func reducePages(_ state: inout State, _ action: PlayerPagesFeature.Action) -> Effect<Action> {
        let shown = state.pages.pageShown(by: action)
        let effect = pages.reduce(into: &state.pages, action: action)
        for player in shown?.players ?? [] where state.selectedPlayers[player.id] != nil {
            state.selectedPlayers[player.id] = player
        }
        return effect.map(Action.pages)
    }

    private func toggle(_ player: Player, in state: inout State) {
        if state.selectedPlayers.removeValue(forKey: player.id) == nil { state.selectedPlayers[player.id] = player }
    }
}
