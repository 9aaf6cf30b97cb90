import Domain

/// The user's players, fetched a page at a time as the list scrolls; select mode and the
/// players ticked in it; deleting a player; logging out.
@MainActor
final class PlayerListInteractor: PlayerListInteractorProtocol {
    /// Rows asked for at once: a few screens' worth, so scrolling rarely waits.
    static let pageSize = 100

    weak var output: (any PlayerListInteractorOutputProtocol)?
    private var isSelecting = false
    /// Whether the last load worked: after a failure the list has no rows to act on.
    private var isLoaded = true
    /// How many players the list has, fetched or not.
    private var playerCount = 0
    /// The players fetched so far, by position in the list.
    private var players: [Int: Player] = [:]
    /// Counts the list's restarts (a reload, a deletion): a page fetched for an older list is dropped.
    private var listGeneration = 0
    /// The person's row: a reload loads the page around it.
    private var highlightedRow = 0
    /// The ticked players, whole: ConfirmPlayers needs them wherever the list has scrolled to.
    private var selection: [Player.ID: Player] = [:]
    /// The player a deletion was asked for, while the confirmation is on screen.
    private var playerToDelete: Player?
    private let service: any PlayersService
    private let auth: any AuthService

    init(players: any PlayersService, auth: any AuthService) {
        service = players
        self.auth = auth
    }

    func highlight(row: Int) {
        highlightedRow = row
    }

    /// The page around the highlighted row, which also says how many players there are. The
    /// ticks stay: a reload is no reason to pick again.
    func loadPlayers() async {
        output?.modeChanged(mode)
        do {
            let page = try await service.page(
                offset: highlightedRow / Self.pageSize * Self.pageSize, limit: Self.pageSize)
            startList(count: page.total)
            show(page)
        } catch {
            if Task.isCancelled, isLoaded, playerCount > 0 {
                // Esc on a reload is no failure: the rows on screen stay.
                output?.listKept()
                return
            }
            listFailed()
            output?.playersCouldNotBeLoaded(error)
            output?.modeChanged(mode)
        }
    }

    func loadRows(_ rows: Range<Int>) async {
        let generation = listGeneration
        do {
            let page = try await service.page(offset: rows.lowerBound, limit: rows.count)
            guard generation == listGeneration else { return }
            show(page)
        } catch {
            guard generation == listGeneration else { return }
            output?.rowsCouldNotBeLoaded(rows, error: error)
        }
    }

    func toggleSelectMode() {
        guard isSelecting || playerCount > 0 else { return }
        isSelecting.toggle()
        selection = [:]
        selectionDidChange()
    }

    func toggle(row: Int) {
        guard isSelecting, let player = players[row] else { return }
        if selection.removeValue(forKey: player.id) == nil { selection[player.id] = player }
        selectionDidChange()
    }

    func askToDelete(row: Int) {
        guard mode.canDelete, let player = players[row] else { return }
        playerToDelete = player
        output?.deletionNeedsConfirmation(name: player.name)
    }

    func deleteConfirmed() async {
        guard let player = playerToDelete else { return }
        playerToDelete = nil
        do {
            // One waiting for the backend is gone here too: the list shows what waits.
            _ = try await service.delete(player.id)
            startList(count: playerCount - 1)
        } catch {
            // Esc on the wait calls it off: that is no failure to report.
            guard !Task.isCancelled else { return }
            output?.playerCouldNotBeDeleted(error, unconfirmed: error.isUnconfirmed)
        }
    }

    func choose(row: Int) {
        guard !isSelecting else {
            toggle(row: row)
            return
        }
        guard let player = players[row] else { return }
        output?.playerOpened(PlayerDetailInput(player: player, output: self))
    }

    func add() {
        output?.playerAddOpened(PlayerAddInput(output: self))
    }

    func confirmSelection() {
        guard mode.canConfirm else { return }
        output?.selectionConfirmed(
            ConfirmPlayersInput(players: selection.values.sorted { $0.id < $1.id }, output: self))
    }

    func back() async {
        guard !isSelecting else {
            toggleSelectMode()
            return
        }
        await auth.logout()
        output?.loggedOut()
    }

    /// The players fetched so far as the presenter is told of them.
    private var entries: [Int: PlayerListEntry] {
        players.mapValues { player in
            PlayerListEntry(
                name: player.name, position: player.preferredPosition, skill: player.skill,
                isTicked: isSelecting ? selection[player.id] != nil : nil)
        }
    }

    private var mode: PlayerListMode {
        PlayerListMode(
            isSelecting: isSelecting,
            selectedCount: selection.count,
            isLoaded: isLoaded,
            hasRows: playerCount > 0,
            canConfirm: isSelecting && selection.count >= 2 && isLoaded,
            canDelete: !isSelecting && playerCount > 0
        )
    }

    private func selectionDidChange() {
        output?.modeChanged(mode)
        output?.selectionChanged(entries)
    }

    /// Starts the list over with `count` players, none fetched.
    private func startList(count: Int) {
        listGeneration += 1
        playerCount = count
        players = [:]
        isLoaded = true
        output?.listStarted(count: count)
        output?.modeChanged(mode)
    }

    /// The list could not be loaded: its rows are gone, and with them what acts on one. The
    /// ticks stay for the next load.
    private func listFailed() {
        listGeneration += 1
        playerCount = 0
        players = [:]
        isLoaded = false
    }

    /// A page's players in their rows, ticked ones refreshed too; a total that changed since
    /// (players added or deleted elsewhere) starts the list over first.
    private func show(_ page: PlayerPage) {
        if page.total != playerCount { startList(count: page.total) }
        players.merge(page.playersByPosition) { _, new in new }
        for player in page.players where selection[player.id] != nil { selection[player.id] = player }
        output?.pageLoaded(entries, pendingChangesNote: page.pendingChangesNote)
    }
}

extension PlayerListInteractor: PlayerAddModuleOutput, GatherModuleOutput {
    func playerAdded() {
        output?.playerAdded()
    }

    /// The gather made of the ticked players has ended: the list leaves select mode.
    func gatherEnded() {
        isSelecting = false
        selection = [:]
        selectionDidChange()
        output?.gatherEnded()
    }
}

extension PlayerListInteractor: PlayerDetailModuleOutput {
    /// Back from the details: the player as edited takes their row, and the list loads again,
    /// so that its status line says what waits now.
    func playerUpdated(_ player: Player) {
        guard let row = players.first(where: { $0.value.id == player.id })?.key else { return }
        players[row] = player
        selectionDidChange()
        output?.playerEdited()
    }

    func playerDeletedElsewhere() {
        output?.playerDeletedElsewhere()
    }
}
