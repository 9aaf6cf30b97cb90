import Domain
import Presentation

@MainActor
protocol PlayerListBusinessLogic: AnyObject {
    func load(request: PlayerList.Load.Request) async
    func highlight(request: PlayerList.Highlight.Request)
    func fetchRows(request: PlayerList.Rows.Request) async
    func toggleSelectMode(request: PlayerList.Mode.Request)
    func choose(request: PlayerList.Choose.Request)
    func toggle(request: PlayerList.Choose.Request)
    func confirm(request: PlayerList.Confirm.Request)
    func askToDelete(request: PlayerList.DeleteConfirmation.Request)
    func delete(request: PlayerList.Delete.Request) async
    func back(request: PlayerList.Back.Request) async
    /// The list is back on top: what the scenes opened from here left in the data store.
    func applyReturn(request: PlayerList.Return.Request) async
}

/// What the scene keeps, for its router to pass on, and for the scenes it opened to write back.
@MainActor
protocol PlayerListDataStore: AnyObject {
    /// The player whose details are opened.
    var chosenPlayer: Player? { get }
    /// The players picked for a gather, in the order they are in the list.
    var selectedPlayers: [Player] { get }
    /// Written back by PlayerAdd.
    var playerWasAdded: Bool { get set }
    /// Written back by PlayerDetail.
    var updatedPlayer: Player? { get set }
    /// Written back by PlayerEdit: the player it edited was deleted elsewhere.
    var playerWasDeletedElsewhere: Bool { get set }
    /// Written back by Gather.
    var gatherEnded: Bool { get set }
}

/// The user's players, fetched a page at a time as the list scrolls; select mode and the
/// players ticked in it; deleting a player; logging out.
@MainActor
final class PlayerListInteractor: PlayerListBusinessLogic, PlayerListDataStore {
    /// Rows asked for at once: a few screens' worth, so scrolling rarely waits.
    static let pageSize = 100

    var presenter: (any PlayerListPresentationLogic)?
    private(set) var chosenPlayer: Player?
    var playerWasAdded = false
    var updatedPlayer: Player?
    var playerWasDeletedElsewhere = false
    var gatherEnded = false
    private var isSelecting = false
    /// Whether the last load worked: after a failure the list has no rows to act on.
    private var isLoaded = true
    private var playerCount = 0
    /// The players fetched so far, by position in the list.
    private var players: [Int: Player] = [:]
    /// Counts the list's restarts: a page fetched for an older list is dropped.
    private var listGeneration = 0
    /// The ticked players, whole: ConfirmPlayers needs them wherever the list has scrolled to.
    private var selection: [Player.ID: Player] = [:]
    private var highlightedRow = 0
    private let service: any PlayersService
    private let auth: any AuthService
    private lazy var request = RequestState { [weak self] isLoading in
        self?.presenter?.presentLoading(response: .init(isLoading: isLoading))
    }

    init(players: any PlayersService, auth: any AuthService) {
        service = players
        self.auth = auth
    }

    var selectedPlayers: [Player] { selection.values.sorted { $0.id < $1.id } }
    private var canConfirm: Bool { isSelecting && selection.count >= 2 && isLoaded }

    /// The page around the highlighted row, which also says how many players there are. The
    /// ticks stay: a reload is no reason to pick again.
    func load(request: PlayerList.Load.Request) async {
        await self.request.run {
            presenter?.presentLoadStarted()
            do {
                let page = try await service.page(
                    offset: highlightedRow / Self.pageSize * Self.pageSize, limit: Self.pageSize)
                startList(count: page.total)
                show(page)
            } catch {
                if Task.isCancelled, isLoaded, playerCount > 0 {
                    // Esc on a reload is no failure: the rows on screen stay.
                    presenter?.presentLoad(response: .kept)
                    return
                }
                listFailed(error)
            }
        }
    }

    func highlight(request: PlayerList.Highlight.Request) {
        highlightedRow = request.row
    }

    func fetchRows(request: PlayerList.Rows.Request) async {
        let generation = listGeneration
        do {
            let page = try await service.page(offset: request.rows.lowerBound, limit: request.rows.count)
            guard generation == listGeneration else { return }
            show(page)
        } catch {
            guard generation == listGeneration else { return }
            presenter?.presentRowsFailure(response: .init(rows: request.rows, error: error))
        }
    }

    func toggleSelectMode(request: PlayerList.Mode.Request) {
        guard isSelecting || playerCount > 0 else { return }
        isSelecting.toggle()
        selection = [:]
        presentModeAndRows()
    }

    /// Enter on a row: its details in list mode, a tick in select mode.
    func choose(request: PlayerList.Choose.Request) {
        if isSelecting {
            toggle(request: request)
        } else if let player = players[request.row] {
            chosenPlayer = player
            presenter?.presentChoose(response: .init(player: player))
        }
    }

    func toggle(request: PlayerList.Choose.Request) {
        guard isSelecting, let player = players[request.row] else { return }
        if selection.removeValue(forKey: player.id) == nil { selection[player.id] = player }
        presentModeAndRows()
    }

    func confirm(request: PlayerList.Confirm.Request) {
        guard canConfirm else { return }
        presenter?.presentConfirm(response: .init())
    }

    func askToDelete(request: PlayerList.DeleteConfirmation.Request) {
        guard !isSelecting, playerCount > 0, let player = players[request.row] else { return }
        presenter?.presentDeleteConfirmation(response: .init(player: player))
    }

    func delete(request: PlayerList.Delete.Request) async {
        await self.request.run {
            do {
                // One waiting for the backend is gone here too: the list shows what waits.
                _ = try await service.delete(request.player.id)
                startList(count: playerCount - 1)
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                presenter?.presentDelete(response: .init(error: error, isUnconfirmed: error.isUnconfirmed))
            }
        }
    }

    /// Back from select mode is list mode; back from the players is a logout.
    func back(request: PlayerList.Back.Request) async {
        guard !isSelecting else {
            toggleSelectMode(request: .init())
            return
        }
        await self.request.run {
            await auth.logout()
            presenter?.presentBack(response: .init())
        }
    }

    /// A player edited shows as edited at once, and the list loads again, so that its status line
    /// says what waits now; so it does after a player was added or found deleted elsewhere.
    func applyReturn(request: PlayerList.Return.Request) async {
        var loadsAgain = playerWasAdded || playerWasDeletedElsewhere
        if let updated = updatedPlayer {
            updatedPlayer = nil
            if let row = players.first(where: { $0.value.id == updated.id })?.key {
                players[row] = updated
                loadsAgain = true
            }
            presentRows(isNewPage: false, pendingChangesNote: nil)
        }
        if gatherEnded {
            gatherEnded = false
            isSelecting = false
            selection = [:]
            presentModeAndRows()
            presenter?.presentReturn(response: .init(gatherEnded: true))
        }
        playerWasAdded = false
        playerWasDeletedElsewhere = false
        if loadsAgain { await load(request: .init()) }
    }

    /// Starts the list over with `count` players, none fetched.
    private func startList(count: Int) {
        listGeneration += 1
        playerCount = count
        players = [:]
        isLoaded = true
        presenter?.presentLoad(response: .started(count: count))
        presentMode()
    }

    /// The list could not be loaded: its rows are gone, and with them what acts on one. The
    /// ticks stay for the next load.
    private func listFailed(_ error: any Error) {
        listGeneration += 1
        playerCount = 0
        players = [:]
        isLoaded = false
        presenter?.presentLoad(response: .failed(error))
        presentMode()
    }

    /// A page's players in their rows, ticked ones refreshed too; a total that changed since
    /// (players added or deleted elsewhere) starts the list over first.
    private func show(_ page: PlayerPage) {
        if page.total != playerCount { startList(count: page.total) }
        players.merge(page.playersByPosition) { _, new in new }
        for player in page.players where selection[player.id] != nil { selection[player.id] = player }
        presentRows(isNewPage: true, pendingChangesNote: page.pendingChangesNote)
    }

    private func presentModeAndRows() {
        presentMode()
        presentRows(isNewPage: false, pendingChangesNote: nil)
    }

    private func presentMode() {
        presenter?.presentMode(
            response: .init(
                isSelecting: isSelecting,
                selectedCount: selection.count,
                isLoaded: isLoaded,
                hasRows: playerCount > 0,
                canConfirm: canConfirm,
                canDelete: !isSelecting && playerCount > 0
            ))
    }

    private func presentRows(isNewPage: Bool, pendingChangesNote: String?) {
        presenter?.presentRows(
            response: .init(
                players: players,
                selected: isSelecting ? Set(selection.keys) : nil,
                isNewPage: isNewPage,
                pendingChangesNote: pendingChangesNote
            ))
    }
}
