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

        /// How many players the list has, fetched or not.
        var playerCount = 0
        /// The players fetched so far, by position in the list.
        var players: [Int: Player] = [:]
        /// Counts the list's restarts (a reload, a deletion): a page fetched for an older list is
        /// dropped, and the view starts its list over.
        var listGeneration = 0
        /// The pages of this list whose request failed, in order: the view lets the list ask again.
        var failedPages: [Range<Int>] = []
        var isSelecting = false
        /// The ticked players, whole: ConfirmPlayers needs them wherever the list has scrolled to.
        var selectedPlayers: [Player.ID: Player] = [:]
        /// The list's highlighted row, as the view reports it: where a reload starts.
        var highlightedRow = 0
        var listState = ListState.loading
        /// Why no row can be acted on while the list is not on screen; `nil` while it is.
        var listUnavailableReason: String?
        /// A request in flight: the loading indicator shows, and input waits.
        var isLoading = false
        var status: String?
        var alert: AlertState<Action.Alert>?

        init() {}

        var title: String { isSelecting ? "\(selectedPlayers.count) selected" : "Players" }
        private var hasRows: Bool { listUnavailableReason == nil && playerCount > 0 }
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
            players.mapValues { player in
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
        case listLoaded(PlayerPage)
        /// The load failed; `cancelled` when the app called it off (Esc on the wait).
        case listFailed(reason: String, cancelled: Bool)
        /// The list has come to rows it has not fetched.
        case rowsNeeded(Range<Int>)
        case rowsLoaded(PlayerPage, generation: Int)
        case rowsFailed(Range<Int>, reason: String, generation: Int)
        case highlighted(row: Int)
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

    /// Rows asked for at once: a few screens' worth, so scrolling rarely waits.
    static let pageSize = 100

    /// The reload's work: a newer reload calls off the older.
    private enum CancelID { case reload }

    let players: any PlayersService
    let auth: any AuthService

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .reload, .playerAdded:
            return reload(&state)
        case .listLoaded(let page):
            state.isLoading = false
            startList(&state, count: page.total)
            show(page, in: &state)
            return .none
        case .listFailed(let reason, let cancelled):
            state.isLoading = false
            if cancelled, state.canChoose {
                // Esc on a reload is no failure: the rows on screen stay.
                state.listState = .content
                return .none
            }
            listFailed(&state, message: "Unable to load the players: \(reason)")
            return .none
        case .rowsNeeded(let rows):
            let generation = state.listGeneration
            return .run { [players] send in
                do {
                    send(
                        .rowsLoaded(
                            try await players.page(offset: rows.lowerBound, limit: rows.count), generation: generation))
                } catch {
                    send(.rowsFailed(rows, reason: "\(error)", generation: generation))
                }
            }
        case .rowsLoaded(let page, let generation):
            guard generation == state.listGeneration else { return .none }
            show(page, in: &state)
            return .none
        case .rowsFailed(let rows, let reason, let generation):
            guard generation == state.listGeneration else { return .none }
            state.status = "Unable to load the players: \(reason)"
            state.failedPages.append(rows)
            return .none
        case .highlighted(let row):
            state.highlightedRow = row
            return .none
        case .selectTapped:
            guard state.canToggleSelectMode else { return .none }
            state.isSelecting.toggle()
            state.selectedPlayers = [:]
            return .none
        case .chosen(let row):
            guard let player = state.players[row] else { return .none }
            guard !state.isSelecting else {
                toggle(player, in: &state)
                return .none
            }
            return .send(.delegate(.openPlayer(player)))
        case .toggled(let row):
            guard state.isSelecting, let player = state.players[row] else { return .none }
            toggle(player, in: &state)
            return .none
        case .deleteTapped(let row):
            guard state.canDelete, let player = state.players[row] else { return .none }
            state.alert = AlertState(
                title: "Delete player", message: "Are you sure you want to delete \"\(player.name)\"?",
                buttons: [
                    .init("Delete", role: .destructive, action: .confirmDeletion(player)),
                    .init("Cancel", role: .cancel),
                ])
            return .none
        case .alert(.confirmDeletion(let player)):
            state.alert = nil
            state.isLoading = true
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
            state.isLoading = false
            startList(&state, count: state.playerCount - 1)
            return .none
        case .deletionFailed(let reason, let unconfirmed):
            state.isLoading = false
            guard let reason else { return .none }
            state.status = reason
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
            state.isLoading = true
            return .run { [auth] send in
                await auth.logout()
                send(.loggedOut)
            }
        case .loggedOut:
            state.isLoading = false
            return .send(.delegate(.loggedOut))
        case .playerUpdated(let player):
            guard let row = state.players.first(where: { $0.value.id == player.id })?.key else { return .none }
            state.players[row] = player
            return reload(&state)
        case .playerDeletedElsewhere:
            return reload(&state)
        case .gatherEnded:
            state.isSelecting = false
            state.selectedPlayers = [:]
            state.status = "The gather's result is saved."
            return .none
        case .delegate:
            return .none
        }
    }

    /// Loads the page around the highlighted row, which also says how many players there are; the
    /// list asks for the rest as it scrolls. The ticks stay: a reload is no reason to pick again.
    private func reload(_ state: inout State) -> Effect<Action> {
        state.isLoading = true
        state.listState = .loading
        let offset = state.highlightedRow / Self.pageSize * Self.pageSize
        return .run(id: CancelID.reload) { [players] send in
            do {
                send(.listLoaded(try await players.page(offset: offset, limit: Self.pageSize)))
            } catch {
                send(.listFailed(reason: "\(error)", cancelled: Task.isCancelled))
            }
        }
    }

    private func toggle(_ player: Player, in state: inout State) {
        if state.selectedPlayers.removeValue(forKey: player.id) == nil { state.selectedPlayers[player.id] = player }
    }

    /// Starts the list over with `count` players, none fetched.
    private func startList(_ state: inout State, count: Int) {
        state.listGeneration += 1
        state.playerCount = count
        state.players = [:]
        state.failedPages = []
        state.listUnavailableReason = nil
        state.status = nil
        state.listState = count == 0 ? .empty(message: "There aren't any players for your user.") : .content
    }

    /// The list could not be loaded: its rows leave the screen, and with them every key that
    /// acts on one. The ticks stay for the next load.
    private func listFailed(_ state: inout State, message: String) {
        state.listGeneration += 1
        state.playerCount = 0
        state.players = [:]
        state.failedPages = []
        state.listUnavailableReason = "The players are not loaded: press r to try again."
        state.listState = .failed(message: message)
    }

    /// A page's players in their rows, ticked ones refreshed too; a total that changed since
    /// (players added or deleted elsewhere) starts the list over first. A page that came says
    /// the last failure is over.
    private func show(_ page: PlayerPage, in state: inout State) {
        if page.total != state.playerCount { startList(&state, count: page.total) }
        state.status = page.pendingChangesNote
        state.players.merge(page.playersByPosition) { _, new in new }
        for player in page.players where state.selectedPlayers[player.id] != nil {
            state.selectedPlayers[player.id] = player
        }
    }
}
