import CompositionChildren
import Domain
import Presentation
import TerminalUI

/// Players: the paged list inside its loading, empty and failed states, the Confirm button and
/// the page fetcher, as children. The container decides what the rows show and which keys act,
/// and opens, adds, deletes, or selects at least two players to pick teams.
@MainActor
final class PlayerListController: Screen {
    private enum Mode {
        case list
        case select
    }

    let list = PagedListController<Player>()
    let listState: ListStateController
    let confirmButton = ButtonController("Confirm players", isEnabled: false)
    let pages: PageFetcherController<PlayerPage>
    private let players: any PlayersService
    private let gathers: any GathersService
    private let auth: any AuthService
    private var mode = Mode.list
    /// The ticked players, whole: ConfirmPlayers needs them wherever the list has scrolled to.
    private(set) var selectedPlayers: [Player.ID: Player] = [:]
    /// Why no row can be acted on while the list is not on screen; `nil` while it is.
    private var listUnavailableReason: String?
    private lazy var request = RequestState { [weak self] isInFlight in self?.showsLoading = isInFlight }

    init(players: any PlayersService, gathers: any GathersService, auth: any AuthService) {
        self.players = players
        self.gathers = gathers
        self.auth = auth
        listState = ListStateController(showing: list, actionTitle: "Retry")
        pages = PageFetcherController { [players] rows in
            try await players.page(offset: rows.lowerBound, limit: rows.count)
        }
        super.init(title: "Players")
        confirmButton.isHidden = true
        content = Stack(spacing: 1, [slot(showing: listState), slot(showing: confirmButton)])
        addChild(pages)
        list.onChoose = { [weak self] row in self?.rowChosen(row) }
        list.onToggle = { [weak self] row in self?.rowToggled(row) }
        list.onNeedRows = { [weak self] rows in self?.pages.fetch(rows) }
        pages.onFetched = { [weak self] page, _ in self?.show(page) }
        pages.onFetchFailed = { [weak self] rows, error in self?.pageFailed(rows, error) }
        pages.onReloaded = { [weak self] result in self?.reloaded(result) }
        confirmButton.onPress = { [weak self] in self?.confirmTapped() }
        listState.onAction = { [weak self] in self?.reload() }
        update()
    }

    var isSelecting: Bool { mode == .select }

    override func didLoad() {
        reload()
    }

    /// Back from select mode is list mode, asking first if players are ticked; back from the
    /// players is a logout.
    override func goBack() {
        guard mode == .list else {
            discardingUnsavedWork { [weak self] in self?.selectTapped() }
            return
        }
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            await request.run {
                await auth.logout()
                navigation?.pop()
            }
        }
    }

    /// The page of the highlighted row, which also says how many players there are; the list
    /// asks for the rest as it scrolls. The ticks stay: a reload is no reason to pick again.
    func reload() {
        listState.state = .loading
        let firstRow = list.highlighted / list.pageSize * list.pageSize
        pages.reload(firstRow..<firstRow + list.pageSize)
    }

    func selectTapped() {
        mode = mode == .list ? .select : .list
        selectedPlayers = [:]
        updateRows()
        update()
    }

    func deleteTapped() {
        guard mode == .list, let player = list.items[list.highlighted] else { return }
        present(
            AlertContent(
                title: "Delete player", message: "Are you sure you want to delete \"\(player.name)\"?",
                buttons: [
                    .init("Delete", role: .destructive) { [weak self] in await self?.delete(player) },
                    .init("Cancel", role: .cancel),
                ]))
    }

    func confirmTapped() {
        guard canConfirm else { return }
        let chosen = selectedPlayers.values.sorted { $0.id < $1.id }
        navigation?.push(
            ConfirmPlayersController(players: chosen, gathers: gathers) { [weak self] in self?.gatherEnded() })
    }

    func addTapped() {
        navigation?.push(PlayerAddController(players: players) { [weak self] in self?.reload() })
    }

    private func reloaded(_ result: Result<PlayerPage, any Error>) {
        switch result {
        case .success(let page):
            startList(count: page.total)
            show(page)
        case .failure where Task.isCancelled && hasRows:
            // Esc on a reload is no failure: the rows on screen stay.
            listState.state = .content
        case .failure(let error):
            listFailed(message: "Unable to load the players: \(error)")
        }
    }

    private func rowChosen(_ row: Int) {
        guard let player = list.items[row] else { return }
        switch mode {
        case .list:
            let detail = PlayerDetailController(
                player: player, players: players,
                onPlayerUpdated: { [weak self] player in self?.playerUpdated(player) },
                onPlayerDeletedElsewhere: { [weak self] in self?.playerDeletedElsewhere() }
            )
            navigation?.push(detail)
        case .select:
            rowToggled(row)
        }
    }

    private func chooseHighlighted() {
        rowChosen(list.highlighted)
    }

    private func rowToggled(_ row: Int) {
        guard mode == .select, let player = list.items[row] else { return }
        if selectedPlayers.removeValue(forKey: player.id) == nil { selectedPlayers[player.id] = player }
        list.show([row: player], as: item(for:))
        update()
    }

    private func pageFailed(_ rows: Range<Int>, _ error: any Error) {
        list.rowsFailed(rows)
        status = "Unable to load the players: \(error)"
    }

    private func delete(_ player: Player) async {
        await request.run {
            do {
                // One waiting for the backend is gone here too: the list shows what waits.
                _ = try await players.delete(player.id)
                startList(count: list.count - 1)
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                status = "\(error)"
                present(
                    .error(
                        error.isUnconfirmed
                            ? "Unable to confirm that the player was deleted: it may have been. Delete again to make sure."
                            : "Unable to delete player. Please try again."))
            }
        }
    }

    /// The row shows the player as edited at once; the list then loads again, so that its status
    /// line says what waits now.
    private func playerUpdated(_ player: Player) {
        guard let row = list.items.first(where: { $0.value.id == player.id })?.key else { return }
        list.show([row: player], as: item(for:))
        reload()
    }

    /// The player edited was gone: back to the list, which loads again without it (or with it
    /// added again).
    private func playerDeletedElsewhere() {
        navigation?.pop(to: self)
        reload()
    }

    private func gatherEnded() {
        mode = .list
        selectedPlayers = [:]
        updateRows()
        update()
        status = "The gather's result is saved."
        navigation?.pop(to: self)
    }

    /// Starts the list over with `count` rows, none fetched: the list asks for those in view.
    private func startList(count: Int) {
        pages.startOver()
        listUnavailableReason = nil
        status = nil
        list.reset(count: count)
        listState.state = count == 0 ? .empty(message: "There aren't any players for your user.") : .content
        update()
    }

    /// The list could not be loaded: its rows leave the screen, and with them every key that
    /// acts on one. The ticks stay for the next load.
    private func listFailed(message: String) {
        pages.startOver()
        listUnavailableReason = "The players are not loaded: press r to try again."
        list.reset(count: 0)
        listState.state = .failed(message: message)
        update()
    }

    /// A page's players in their rows, ticked ones refreshed too; a total that changed since
    /// (players added or deleted elsewhere) starts the list over first. A page that came says
    /// the last failure is over.
    private func show(_ page: PlayerPage) {
        if page.total != list.count { startList(count: page.total) }
        status = page.pendingChangesNote
        for player in page.players where selectedPlayers[player.id] != nil { selectedPlayers[player.id] = player }
        list.show(page.playersByPosition, as: item(for:))
    }

    /// Every fetched row again, after the mode or the selection changed for all of them.
    private func updateRows() {
        list.show(list.items, as: item(for:))
    }

    private var hasRows: Bool { listUnavailableReason == nil && list.count > 0 }

    private var canConfirm: Bool { mode == .select && selectedPlayers.count >= 2 && listUnavailableReason == nil }

    /// Title, button and keys for the current mode, selection and list.
    private func update() {
        title = mode == .select ? "\(selectedPlayers.count) selected" : "Players"
        unsavedWork = mode == .select && !selectedPlayers.isEmpty ? "The players you ticked will be unticked." : nil
        confirmButton.isHidden = mode == .list
        confirmButton.isEnabled = canConfirm
        keyBindings = [
            KeyBinding(
                .enter, mode == .select ? "Tick or untick" : "Open",
                isEnabled: hasRows, disabledReason: listUnavailableReason ?? "There is no player to open."
            ) { [weak self] in self?.chooseHighlighted() },
            KeyBinding(.character("a"), "Add") { [weak self] in self?.addTapped() },
            KeyBinding(
                .character("s"), mode == .select ? "Cancel" : "Select",
                isEnabled: mode == .select || hasRows,
                disabledReason: listUnavailableReason ?? "There is no player to select."
            ) { [weak self] in self?.selectTapped() },
            KeyBinding(
                .character("d"), "Delete",
                isEnabled: mode == .list && hasRows, disabledReason: deleteUnavailableReason, prominence: .secondary
            ) { [weak self] in self?.deleteTapped() },
            KeyBinding(
                .character("c"), "Confirm", isEnabled: canConfirm, disabledReason: confirmUnavailableReason
            ) { [weak self] in
                self?.confirmTapped()
            },
            KeyBinding(.character("r"), "Reload", prominence: .secondary) { [weak self] in self?.reload() },
        ]
    }

    /// Why Delete does nothing now.
    private var deleteUnavailableReason: String {
        if mode == .select { return "Leave select mode (s) to delete a player." }
        return listUnavailableReason ?? "There is no player to delete."
    }

    /// Why Confirm does nothing now.
    private var confirmUnavailableReason: String {
        if let listUnavailableReason { return listUnavailableReason }
        return mode == .list ? "Press s to select the players first." : "Select at least two players."
    }

    private func item(for player: Player) -> ListItem {
        ListItem(
            player.name,
            details: [
                "Position: \(player.preferredPosition?.displayName ?? "-")",
                "Skill: \(player.skill?.displayName ?? "-")",
            ],
            accessory: mode == .select ? .checkbox(selectedPlayers[player.id] != nil) : .disclosure
        )
    }
}
