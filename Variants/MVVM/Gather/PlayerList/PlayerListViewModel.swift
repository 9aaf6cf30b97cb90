import Domain
import Observation
import Presentation

/// The user's players, fetched a page at a time as the list scrolls: open one, add one, delete
/// one, or select at least two to pick teams.
@MainActor
@Observable
final class PlayerListViewModel {
    /// One row as the list shows it.
    struct Row: Equatable {
        let title: String
        let details: [String]
        /// `nil` in list mode; ticked or not in select mode.
        let isTicked: Bool?
    }

    /// How many players the list has, fetched or not.
    private(set) var playerCount = 0
    /// The players fetched so far, by position in the list.
    private(set) var players: [Int: Player] = [:]
    /// Counts the list's restarts (a reload, a deletion): a page fetched for an older list is
    /// dropped, and the view starts its list over.
    private(set) var listGeneration = 0
    private(set) var isSelecting = false
    /// The ticked players, whole: ConfirmPlayers needs them wherever the list has scrolled to.
    private(set) var selectedPlayers: [Player.ID: Player] = [:]
    /// Rows asked for at once: a few screens' worth, so scrolling rarely waits.
    static let pageSize = 100

    private(set) var listState = ListState.loading
    /// Why no row can be acted on while the list is not on screen; `nil` while it is.
    private(set) var listUnavailableReason: String?
    /// An alert to show now: a one-shot event the view hears, not state a render consumes.
    @ObservationIgnored var onAlert: (AlertContent) -> Void = { _ in }
    private(set) var status: String?
    /// The request in flight: the view shows the loading indicator while there is one.
    let request = RequestState()
    /// The coordinator: held weakly, as every screen of its flow holds it.
    @ObservationIgnored private weak var output: (any PlayerListOutput)?
    @ObservationIgnored private var highlightedRow = 0
    @ObservationIgnored private let service: any PlayersService
    @ObservationIgnored private let auth: any AuthService
    /// Runs work no key of this screen asked for: the reload after a player was added or edited.
    @ObservationIgnored private let work: any WorkRunning

    init(players: any PlayersService, auth: any AuthService, work: any WorkRunning, output: any PlayerListOutput) {
        service = players
        self.auth = auth
        self.work = work
        self.output = output
    }

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
        listUnavailableReason ?? (isSelecting ? "Select at least two players." : "Press s to select the players first.")
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

    /// Loads again around the highlighted row: on Reload and Retry, and after a player was added.
    func reload() async {
        await load(around: highlightedRow, pageSize: Self.pageSize)
    }

    /// The list's highlighted row, as the view reports it: where a reload starts.
    func highlight(row: Int) {
        highlightedRow = row
    }

    /// The page of `pageSize` players around `row` (the list's highlighted row), which also says
    /// how many there are; the view asks for the rest as the list scrolls. The ticks stay: a
    /// reload is no reason to pick again.
    func load(around row: Int, pageSize: Int) async {
        await request.run {
            listState = .loading
            do {
                let page = try await service.page(offset: row / pageSize * pageSize, limit: pageSize)
                startList(count: page.total)
                show(page)
            } catch {
                if Task.isCancelled, hasRows {
                    // Esc on a reload is no failure: the rows on screen stay.
                    listState = .content
                    return
                }
                listFailed(message: "Unable to load the players: \(error)")
            }
        }
    }

    /// Fetches rows the list of `generation` has come to; `false` when they could not be fetched
    /// (the status says why), so the list asks again later.
    func loadRows(_ rows: Range<Int>, of generation: Int) async -> Bool {
        do {
            let page = try await service.page(offset: rows.lowerBound, limit: rows.count)
            guard generation == listGeneration else { return true }
            show(page)
            return true
        } catch {
            guard generation == listGeneration else { return true }
            status = "Unable to load the players: \(error)"
            return false
        }
    }

    func toggleSelectMode() {
        guard canToggleSelectMode else { return }
        isSelecting.toggle()
        selectedPlayers = [:]
    }

    /// Enter on a row: its details in list mode, a tick in select mode.
    func choose(row: Int) {
        guard let player = players[row] else { return }
        if isSelecting {
            toggle(row: row)
        } else {
            output?.playerChosen(player)
        }
    }

    func toggle(row: Int) {
        guard isSelecting, let player = players[row] else { return }
        if selectedPlayers.removeValue(forKey: player.id) == nil { selectedPlayers[player.id] = player }
    }

    func requestDelete(row: Int) {
        guard canDelete, let player = players[row] else { return }
        onAlert(
            AlertContent(
                title: "Delete player", message: "Are you sure you want to delete \"\(player.name)\"?",
                buttons: [
                    .init("Delete", role: .destructive) { [weak self] in await self?.delete(player) },
                    .init("Cancel", role: .cancel),
                ]))
    }

    func confirm() {
        guard canConfirm else { return }
        output?.playersConfirmed(selectedPlayers.values.sorted { $0.id < $1.id })
    }

    func add() {
        output?.addPlayerChosen()
    }

    /// Back from select mode is list mode; back from the players is a logout.
    func back() async {
        guard !isSelecting else {
            toggleSelectMode()
            return
        }
        await request.run {
            await auth.logout()
            output?.loggedOut()
        }
    }

    /// A player edited on the screens this one opened: its row shows it at once, and the list
    /// loads again in the background, so that its status line says what waits now.
    func playerUpdated(_ player: Player) {
        guard let row = players.first(where: { $0.value.id == player.id })?.key else { return }
        players[row] = player
        work.perform(showingLoading: false) { [weak self] in await self?.reload() }
    }

    /// The player edited was gone: the list loads again without it (or with it added again).
    func playerDeletedElsewhere() {
        work.perform(showingLoading: false) { [weak self] in await self?.reload() }
    }

    func gatherEnded() {
        isSelecting = false
        selectedPlayers = [:]
        status = "The gather's result is saved."
    }

    /// Add Player created one: the list loads again to show it, in the background.
    func playerAdded() {
        work.perform(showingLoading: false) { [weak self] in await self?.reload() }
    }

    private func delete(_ player: Player) async {
        await request.run {
            do {
                // One waiting for the backend is gone here too: the list shows what waits.
                _ = try await service.delete(player.id)
                startList(count: playerCount - 1)
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                status = "\(error)"
                onAlert(
                    .error(
                        error.isUnconfirmed
                            ? "Unable to confirm that the player was deleted: it may have been. Delete again to make sure."
                            : "Unable to delete player. Please try again."))
            }
        }
    }

    /// Starts the list over with `count` players, none fetched.
    private func startList(count: Int) {
        listGeneration += 1
        playerCount = count
        players = [:]
        listUnavailableReason = nil
        status = nil
        listState = count == 0 ? .empty(message: "There aren't any players for your user.") : .content
    }

    /// The list could not be loaded: its rows leave the screen, and with them every key that
    /// acts on one. The ticks stay for the next load.
    private func listFailed(message: String) {
        listGeneration += 1
        playerCount = 0
        players = [:]
        listUnavailableReason = "The players are not loaded: press r to try again."
        listState = .failed(message: message)
    }

    /// A page's players in their rows, ticked ones refreshed too; a total that changed since
    /// (players added or deleted elsewhere) starts the list over first. A page that came says
    /// the last failure is over.
    private func show(_ page: PlayerPage) {
        if page.total != playerCount { startList(count: page.total) }
        status = page.pendingChangesNote
        players.merge(page.playersByPosition) { _, new in new }
        for player in page.players where selectedPlayers[player.id] != nil { selectedPlayers[player.id] = player }
    }
}
