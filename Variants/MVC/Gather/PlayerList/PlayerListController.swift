import Domain
import Presentation
import TerminalUI

/// The user's players, fetched a page at a time as the list scrolls: open one, add one, delete
/// one, or select at least two to pick teams.
@MainActor
final class PlayerListController: Screen {
    private enum Mode {
        case list
        case select
    }

    let view = PlayerListView()
    private let players: any PlayersService
    private let gathers: any GathersService
    private let auth: any AuthService
    /// The players fetched so far, by position in the list.
    private(set) var shownPlayers: [Int: Player] = [:]
    private var mode = Mode.list
    /// The ticked players, whole: ConfirmPlayers needs them wherever the list has scrolled to.
    private(set) var selectedPlayers: [Player.ID: Player] = [:]
    /// Counts the list's resets, so a page fetched for an older list is dropped.
    private var listGeneration = 0
    /// Why no row can be acted on while the list is not on screen; `nil` while it is.
    private var listUnavailableReason: String?
    private lazy var request = RequestState { [weak self] isInFlight in self?.showsLoading = isInFlight }

    init(players: any PlayersService, gathers: any GathersService, auth: any AuthService) {
        self.players = players
        self.gathers = gathers
        self.auth = auth
        super.init(title: "Players")
        content = view
        view.list.onSelect = { [weak self] row in self?.rowChosen(row) }
        view.list.onToggle = { [weak self] row in self?.rowToggled(row) }
        view.list.onNeedItems = { [weak self] rows in self?.fetch(rows) }
        view.confirmButton.action = { [weak self] in self?.confirmTapped() }
        view.listState.action = { [weak self] in self?.reload() }
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
        view.listState.state = .loading
        let pageSize = view.list.pageSize
        let firstRow = view.list.highlighted / pageSize * pageSize
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            await request.run {
                do {
                    let page = try await players.page(offset: firstRow, limit: pageSize)
                    startList(count: page.total)
                    show(page)
                } catch {
                    if Task.isCancelled, hasRows {
                        // Esc on a reload is no failure: the rows on screen stay.
                        view.listState.state = .content
                        return
                    }
                    listFailed(message: "Unable to load the players: \(error)")
                }
            }
        }
    }

    func selectTapped() {
        mode = mode == .list ? .select : .list
        selectedPlayers = [:]
        updateRows()
        update()
    }

    func deleteTapped() {
        guard mode == .list, let player = shownPlayers[view.list.highlighted] else { return }
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

    private func rowChosen(_ row: Int) {
        guard let player = shownPlayers[row] else { return }
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
        rowChosen(view.list.highlighted)
    }

    private func rowToggled(_ row: Int) {
        guard mode == .select, let player = shownPlayers[row] else { return }
        if selectedPlayers.removeValue(forKey: player.id) == nil { selectedPlayers[player.id] = player }
        view.list.setItems([row: item(for: player)])
        update()
    }

    private func fetch(_ rows: Range<Int>) {
        let generation = listGeneration
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            do {
                let page = try await players.page(offset: rows.lowerBound, limit: rows.count)
                guard generation == listGeneration else { return }
                show(page)
            } catch {
                guard generation == listGeneration else { return }
                view.list.requestFailed(for: rows)
                status = "Unable to load the players: \(error)"
            }
        }
    }

    private func delete(_ player: Player) async {
        await request.run {
            do {
                // One waiting for the backend is gone here too: the list shows what waits.
                _ = try await players.delete(player.id)
                startList(count: view.list.count - 1)
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
        guard let row = shownPlayers.first(where: { $0.value.id == player.id })?.key else { return }
        shownPlayers[row] = player
        view.list.setItems([row: item(for: player)])
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
        listGeneration += 1
        shownPlayers = [:]
        listUnavailableReason = nil
        status = nil
        view.list.reset(count: count)
        view.listState.state = count == 0 ? .empty(message: "There aren't any players for your user.") : .content
        update()
    }

    /// The list could not be loaded: its rows leave the screen, and with them every key that
    /// acts on one. The ticks stay for the next load.
    private func listFailed(message: String) {
        listGeneration += 1
        shownPlayers = [:]
        listUnavailableReason = "The players are not loaded: press r to try again."
        view.list.reset(count: 0)
        view.listState.state = .failed(message: message)
        update()
    }

    /// A page's players in their rows, ticked ones refreshed too; a total that changed since
    /// (players added or deleted elsewhere) starts the list over first. A page that came says
    /// the last failure is over.
    private func show(_ page: PlayerPage) {
        if page.total != view.list.count { startList(count: page.total) }
        status = page.pendingChangesNote
        let fetched = page.playersByPosition
        shownPlayers.merge(fetched) { _, new in new }
        for player in page.players where selectedPlayers[player.id] != nil { selectedPlayers[player.id] = player }
        view.list.setItems(fetched.mapValues(item(for:)))
    }

    /// Every fetched row again, after the mode or the selection changed for all of them.
    private func updateRows() {
        view.list.setItems(shownPlayers.mapValues(item(for:)))
    }

    private var hasRows: Bool { listUnavailableReason == nil && view.list.count > 0 }

    private var canConfirm: Bool { mode == .select && selectedPlayers.count >= 2 && listUnavailableReason == nil }

    /// Title, button and keys for the current mode, selection and list.
    private func update() {
        title = mode == .select ? "\(selectedPlayers.count) selected" : "Players"
        unsavedWork = mode == .select && !selectedPlayers.isEmpty ? "The players you ticked will be unticked." : nil
        view.confirmButton.isHidden = mode == .list
        view.confirmButton.isEnabled = canConfirm
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
