import Domain
import Presentation

/// The players of the list, fetched a page at a time as it scrolls: how many there are, the
/// pages fetched, the ones that failed, and the list's state. A child of PlayerListFeature, which
/// runs it for its `pages` part as TCA's `Scope` would: what the list shows of the players is
/// decided here, what the person does with them there.
struct PlayerPagesFeature: Reducer {
    struct State: Equatable {
        /// How many players the list has, fetched or not.
        var playerCount = 0
        /// The players fetched so far, by position in the list.
        var players: [Int: Player] = [:]
        /// Counts the list's restarts (a reload, a deletion): a page fetched for an older list is
        /// dropped, and the view starts its list over.
        var listGeneration = 0
        /// The pages of this list whose request failed, in order: the view lets the list ask again.
        var failedPages: [Range<Int>] = []
        /// The list's highlighted row, as the view reports it: where a reload starts.
        var highlightedRow = 0
        var listState = ListState.loading
        /// Why no row can be acted on while the list is not on screen; `nil` while it is.
        var listUnavailableReason: String?
        /// A reload in flight: the loading indicator shows, and input waits.
        var isLoading = false
        /// The screen's status line: what waits for the backend, or the page that failed.
        var status: String?

        init() {}

        /// Whether the list has rows on screen to act on.
        var hasRows: Bool { listUnavailableReason == nil && playerCount > 0 }

        /// The page `action` puts on the list; `nil` for any other action, and for a page
        /// fetched for an older list, which is dropped.
        func pageShown(by action: Action) -> PlayerPage? {
            switch action {
            case .listLoaded(let page): page
            case .rowsLoaded(let page, let generation) where generation == listGeneration: page
            default: nil
            }
        }
    }

    enum Action: Equatable, Sendable {
        /// Loads around the highlighted row.
        case reload
        case listLoaded(PlayerPage)
        /// The load failed; `cancelled` when the app called it off (Esc on the wait).
        case listFailed(reason: String, cancelled: Bool)
        /// The list has come to rows it has not fetched.
        case rowsNeeded(Range<Int>)
        case rowsLoaded(PlayerPage, generation: Int)
        case rowsFailed(Range<Int>, reason: String, generation: Int)
        case highlighted(row: Int)
        /// A player was deleted: the list starts over one shorter, nothing fetched.
        case playerRemoved
        /// A player edited elsewhere in the app: its row shows it at once, then the list loads again.
        case playerUpdated(Player)
    }

    /// Rows asked for at once: a few screens' worth, so scrolling rarely waits.
    static let pageSize = 100

    /// The reload's work: a newer reload calls off the older.
    private enum CancelID { case reload }

    let players: any PlayersService

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .reload:
            return reload(&state)
        case .listLoaded(let page):
            state.isLoading = false
            startList(&state, count: page.total)
            show(page, in: &state)
            return .none
        case .listFailed(let reason, let cancelled):
            state.isLoading = false
            if cancelled, state.hasRows {
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
                    let page = try await players.page(offset: rows.lowerBound, limit: rows.count)
                    send(.rowsLoaded(page, generation: generation))
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
        case .playerRemoved:
            startList(&state, count: state.playerCount - 1)
            return .none
        case .playerUpdated(let player):
            guard let row = state.players.first(where: { $0.value.id == player.id })?.key else { return .none }
            state.players[row] = player
            return reload(&state)
        }
    }

    /// Loads the page around the highlighted row, which also says how many players there are; the
    /// list asks for the rest as it scrolls.
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
    /// acts on one.
    private func listFailed(_ state: inout State, message: String) {
        state.listGeneration += 1
        state.playerCount = 0
        state.players = [:]
        state.failedPages = []
        state.listUnavailableReason = "The players are not loaded: press r to try again."
        state.listState = .failed(message: message)
    }

    /// A page's players in their rows; a total that changed since (players added or deleted
    /// elsewhere) starts the list over first. A page that came says the last failure is over.
    private func show(_ page: PlayerPage, in state: inout State) {
        if page.total != state.playerCount { startList(&state, count: page.total) }
        state.status = page.pendingChangesNote
        state.players.merge(page.playersByPosition) { _, new in new }
    }
}
