import Domain
import Presentation

/// The user's players, fetched a page at a time as the list scrolls: open one, add one, delete
/// one, or select at least two to pick teams.
@MainActor
final class PlayerListPresenter {
    /// One row as the list shows it.
    struct Row: Equatable {
        let title: String
        let details: [String]
        /// `nil` in list mode; ticked or not in select mode.
        let isTicked: Bool?
    }

    /// The list's keys as they act now: their titles, and why one does nothing.
    struct Actions: Equatable {
        let chooseTitle: String
        /// `nil` while Enter acts on the highlighted row; otherwise why it does not.
        let chooseUnavailableReason: String?
        let selectTitle: String
        /// `nil` while Select acts; otherwise why it does not.
        let selectUnavailableReason: String?
        let isConfirmShown: Bool
        /// `nil` while Confirm acts; otherwise why it does not.
        let confirmUnavailableReason: String?
        /// `nil` while Delete acts; otherwise why it does not.
        let deleteUnavailableReason: String?
    }

    /// Rows asked for at once: a few screens' worth, so scrolling rarely waits.
    static let pageSize = 100

    weak var view: (any PlayerListViewProtocol)?
    /// How many players the list has, fetched or not.
    private var playerCount = 0
    /// The players fetched so far, by position in the list.
    private var players: [Int: Player] = [:]
    /// Counts the list's restarts (a reload, a deletion): a page fetched for an older list is dropped.
    private var listGeneration = 0
    private var isSelecting = false
    /// The ticked players, whole: ConfirmPlayers needs them wherever the list has scrolled to.
    private var selectedPlayers: [Player.ID: Player] = [:]
    /// The rows the view was last given, so that a change sends only the rows that changed.
    private var shownRows: [Int: Row] = [:]
    private var highlightedRow = 0
    /// Why no row can be acted on while the list is not on screen; `nil` while it is.
    private var listUnavailableReason: String?
    private let service: any PlayersService
    private let auth: any AuthService
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(players: any PlayersService, auth: any AuthService) {
        service = players
        self.auth = auth
    }

    private var hasRows: Bool { listUnavailableReason == nil && playerCount > 0 }
    private var canConfirm: Bool { isSelecting && selectedPlayers.count >= 2 && listUnavailableReason == nil }
    private var canDelete: Bool { !isSelecting && hasRows }

    private var actions: Actions {
        Actions(
            chooseTitle: isSelecting ? "Tick or untick" : "Open",
            chooseUnavailableReason: hasRows ? nil : listUnavailableReason ?? "There is no player to open.",
            selectTitle: isSelecting ? "Cancel" : "Select",
            selectUnavailableReason: isSelecting || hasRows
                ? nil : listUnavailableReason ?? "There is no player to select.",
            isConfirmShown: isSelecting,
            confirmUnavailableReason: canConfirm
                ? nil
                : listUnavailableReason
                    ?? (isSelecting ? "Select at least two players." : "Press s to select the players first."),
            deleteUnavailableReason: canDelete
                ? nil
                : isSelecting
                    ? "Leave select mode (s) to delete a player."
                    : listUnavailableReason ?? "There is no player to delete."
        )
    }

    func viewDidLoad() async {
        showSelection()
        await reload()
    }

    /// Loads again around the highlighted row: on Reload and Retry, and after a player was added.
    /// The ticks stay: a reload is no reason to pick again.
    func reload() async {
        await request.run {
            view?.setListState(.loading)
            do {
                let page = try await service.page(
                    offset: highlightedRow / Self.pageSize * Self.pageSize, limit: Self.pageSize)
                startList(count: page.total)
                show(page)
            } catch {
                if Task.isCancelled, hasRows {
                    // Esc on a reload is no failure: the rows on screen stay.
                    view?.setListState(.content)
                    return
                }
                listFailed(message: "Unable to load the players: \(error)")
            }
        }
    }

    func didHighlight(row: Int) {
        highlightedRow = row
    }

    /// The list has come to rows it has not fetched.
    func rowsNeeded(_ rows: Range<Int>) async {
        let generation = listGeneration
        do {
            let page = try await service.page(offset: rows.lowerBound, limit: rows.count)
            guard generation == listGeneration else { return }
            show(page)
        } catch {
            guard generation == listGeneration else { return }
            view?.status = "Unable to load the players: \(error)"
            view?.rowsFailedToLoad(rows)
        }
    }

    func selectTapped() {
        guard isSelecting || hasRows else { return }
        isSelecting.toggle()
        selectedPlayers = [:]
        showSelection()
    }

    /// Enter on a row: its details in list mode, a tick in select mode.
    func didChoose(row: Int) {
        guard let player = players[row] else { return }
        if isSelecting {
            didToggle(row: row)
        } else {
            view?.showPlayerDetail(of: player)
        }
    }

    func didToggle(row: Int) {
        guard isSelecting, let player = players[row] else { return }
        if selectedPlayers.removeValue(forKey: player.id) == nil { selectedPlayers[player.id] = player }
        showSelection()
    }

    func deleteTapped(row: Int) {
        guard canDelete, let player = players[row] else { return }
        view?.present(
            AlertContent(
                title: "Delete player", message: "Are you sure you want to delete \"\(player.name)\"?",
                buttons: [
                    .init("Delete", role: .destructive) { [weak self] in await self?.delete(player) },
                    .init("Cancel", role: .cancel),
                ]))
    }

    func confirmTapped() {
        guard canConfirm else { return }
        view?.showConfirmPlayers(selectedPlayers.values.sorted { $0.id < $1.id })
    }

    func addTapped() {
        view?.showPlayerAdd()
    }

    /// Back from select mode is list mode; back from the players is a logout.
    func backTapped() async {
        guard !isSelecting else {
            selectTapped()
            return
        }
        await request.run {
            await auth.logout()
            view?.closeAfterLogout()
        }
    }

    /// A player edited on the screens this one opened: its row shows it at once, and the list
    /// loads again, so that its status line says what waits now.
    func playerUpdated(_ player: Player) async {
        guard let row = players.first(where: { $0.value.id == player.id })?.key else { return }
        players[row] = player
        showRows()
        await reload()
    }

    /// The player edited was gone: back to the list, which loads again without it (or with it
    /// added again).
    func playerDeletedElsewhere() async {
        view?.backToList()
        await reload()
    }

    func gatherEnded() {
        isSelecting = false
        selectedPlayers = [:]
        showSelection()
        view?.status = "The gather's result is saved."
        view?.backToList()
    }

    /// Add Player created one: the list loads again to show it.
    func playerAdded() async {
        await reload()
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
                view?.status = "\(error)"
                view?.present(
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
        shownRows = [:]
        listUnavailableReason = nil
        view?.status = nil
        view?.startList(count: count)
        view?.setListState(count == 0 ? .empty(message: "There aren't any players for your user.") : .content)
        showSelection()
    }

    /// The list could not be loaded: its rows leave the screen, and with them every key that
    /// acts on one. The ticks stay for the next load.
    private func listFailed(message: String) {
        listGeneration += 1
        playerCount = 0
        players = [:]
        shownRows = [:]
        listUnavailableReason = "The players are not loaded: press r to try again."
        view?.startList(count: 0)
        view?.setListState(.failed(message: message))
        showSelection()
    }

    /// A page's players in their rows, ticked ones refreshed too; a total that changed since
    /// (players added or deleted elsewhere) starts the list over first. A page that came says
    /// the last failure is over.
    private func show(_ page: PlayerPage) {
        if page.total != playerCount { startList(count: page.total) }
        view?.status = page.pendingChangesNote
        players.merge(page.playersByPosition) { _, new in new }
        for player in page.players where selectedPlayers[player.id] != nil { selectedPlayers[player.id] = player }
        showRows()
    }

    /// The title, the actions and the ticks: after every change to the selection.
    private func showSelection() {
        view?.title = isSelecting ? "\(selectedPlayers.count) selected" : "Players"
        view?.unsavedWork = isSelecting && !selectedPlayers.isEmpty ? "The players you ticked will be unticked." : nil
        view?.setActions(actions)
        showRows()
    }

    /// Sends the view the rows that changed since it was last told.
    private func showRows() {
        let rows = players.mapValues { player in
            Row(
                title: player.name,
                details: [
                    "Position: \(player.preferredPosition?.displayName ?? "-")",
                    "Skill: \(player.skill?.displayName ?? "-")",
                ],
                isTicked: isSelecting ? selectedPlayers[player.id] != nil : nil
            )
        }
        let changed = rows.filter { shownRows[$0.key] != $0.value }
        shownRows = rows
        if !changed.isEmpty { view?.setRows(changed) }
    }
}
