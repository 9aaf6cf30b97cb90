import Domain
import Presentation
import TestSupport
import Testing

@testable import GatherUDF

@MainActor
@Suite("UDF · Football Gather app feature", .storesFinish)
struct GatherAppFeatureTests {
    let players = PlayersServiceSpy(players: PlayerFixtures.squad)
    let gathers = GathersServiceSpy()
    let scheduler = ManualScheduler()

    private func makeSUT(_ state: AppFeature.State = AppFeature.State(showsDemoHint: false)) -> TestStore<AppFeature> {
        TestStore(
            initialState: state,
            reducer: AppFeature(
                auth: AuthServiceSpy(), settings: SettingsStoreSpy(), players: players, gathers: gathers),
            scheduler: scheduler
        )
    }

    /// The players, loaded, with `screens` above them; the ids of the list and of each screen.
    private func stack(_ screens: [AppFeature.Path.State]) -> (
        AppFeature.State, list: StackElementID, screens: [StackElementID]
    ) {
        var state = AppFeature.State(showsDemoHint: false)
        var list = PlayerListFeature.State()
        list.pages.listGeneration = 1
        list.pages.playerCount = 3
        list.pages.players = PlayerFixtures.squadByPosition
        list.pages.listState = .content
        let listID = state.path.append(.playerList(list))
        let ids = screens.map { state.path.append($0) }
        return (state, listID, ids)
    }

    @Test func aLoginShowsThePlayers() async {
        let sut = makeSUT()

        sut.send(.login(.delegate(.loggedIn))) { $0.path.append(.playerList(PlayerListFeature.State())) }
        await sut.finish()
    }

    @Test func aPlayerOpenedFromTheListIsPushedWithItsDetails() async {
        let (state, list, _) = stack([])
        let sut = makeSUT(state)

        sut.send(.path(.element(id: list, action: .playerList(.chosen(row: 1)))))
        await sut.receive(.path(.element(id: list, action: .playerList(.delegate(.openPlayer(PlayerFixtures.ben)))))) {
            $0.path.append(.playerDetail(PlayerDetailFeature.State(player: PlayerFixtures.ben)))
        }
        await sut.finish()
    }

    @Test func anEditSavedGoesBackToTheDetailsAndReachesTheList() async {
        let (state, list, screens) = stack([
            .playerDetail(PlayerDetailFeature.State(player: PlayerFixtures.ana)),
            .playerEdit(PlayerEditFeature.State(field: .name, player: PlayerFixtures.ana)),
        ])
        let sut = makeSUT(state)
        var renamed = PlayerFixtures.ana
        renamed.name = "Ana Sousa"
        await players.changeElsewhere(to: renamed)
        var players = PlayerFixtures.squadByPosition
        players[0] = renamed

        sut.send(.path(.element(id: screens[1], action: .playerEdit(.delegate(.playerEdited(renamed)))))) {
            $0.path.pop(from: screens[1])
            $0.path[id: screens[0]] = .playerDetail(PlayerDetailFeature.State(player: renamed))
            var loading = self.list(with: players)
            loading.pages.isLoading = true
            loading.pages.listState = .loading
            $0.path[id: list] = .playerList(loading)
        }
        // The list loads again behind the details: its status line then says what waits.
        let page = PlayerPage(offset: 0, players: [renamed, PlayerFixtures.ben, PlayerFixtures.chloe], total: 3)
        await sut.receive(.path(.element(id: list, action: .playerList(.pages(.listLoaded(page)))))) {
            var reloaded = self.list(with: players)
            reloaded.pages.listGeneration = 2
            $0.path[id: list] = .playerList(reloaded)
        }
        await sut.finish()
    }

    /// The editor found the player deleted elsewhere, and the person chose: back to the list past
    /// the details, which loads again without the player.
    @Test func aPlayerDeletedElsewhereGoesBackToTheListWhichLoadsAgain() async {
        let (state, list, screens) = stack([
            .playerDetail(PlayerDetailFeature.State(player: PlayerFixtures.ana)),
            .playerEdit(PlayerEditFeature.State(field: .name, player: PlayerFixtures.ana)),
        ])
        let sut = makeSUT(state)
        await players.deleteElsewhere(PlayerFixtures.ana.id)

        sut.send(.path(.element(id: screens[1], action: .playerEdit(.delegate(.playerDeletedElsewhere))))) {
            $0.path.pop(from: screens[0])
            var loading = self.list(with: PlayerFixtures.squadByPosition)
            loading.pages.isLoading = true
            loading.pages.listState = .loading
            $0.path[id: list] = .playerList(loading)
        }
        let page = PlayerPage(offset: 0, players: [PlayerFixtures.ben, PlayerFixtures.chloe], total: 2)
        await sut.receive(.path(.element(id: list, action: .playerList(.pages(.listLoaded(page)))))) {
            var reloaded = self.list(with: [0: PlayerFixtures.ben, 1: PlayerFixtures.chloe])
            reloaded.pages.listGeneration = 2
            reloaded.pages.playerCount = 2
            $0.path[id: list] = .playerList(reloaded)
        }
        await sut.finish()
    }

    @Test func aPlayerAddedGoesBackToTheListWhichLoadsAgain() async {
        let (state, list, screens) = stack([.playerAdd(PlayerAddFeature.State())])
        let sut = makeSUT(state)

        sut.send(.path(.element(id: screens[0], action: .playerAdd(.delegate(.playerAdded))))) {
            $0.path.pop(from: screens[0])
            var loading = self.list(with: PlayerFixtures.squadByPosition)
            loading.pages.isLoading = true
            loading.pages.listState = .loading
            $0.path[id: list] = .playerList(loading)
        }
        let page = PlayerPage(offset: 0, players: PlayerFixtures.squad, total: 3)
        await sut.receive(.path(.element(id: list, action: .playerList(.pages(.listLoaded(page)))))) {
            var reloaded = self.list(with: PlayerFixtures.squadByPosition)
            reloaded.pages.listGeneration = 2
            $0.path[id: list] = .playerList(reloaded)
        }
        await sut.finish()
    }

    @Test func anEndedGatherGoesBackToThePlayersOutOfSelectMode() async {
        let gather = Gather.ID()
        var (state, list, _) = stack([])
        state.path[id: list] = state.path[id: list].flatMap(\.playerList).map {
            var selecting = $0
            selecting.isSelecting = true
            return .playerList(selecting)
        }
        let confirm = state.path.append(.confirmPlayers(ConfirmPlayersFeature.State(players: PlayerFixtures.squad)))
        let match = state.path.append(
            .gather(GatherFeature.State(gather: gather, teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben])))
        let sut = makeSUT(state)

        sut.send(.path(.element(id: match, action: .gather(.delegate(.gatherEnded))))) {
            $0.path.pop(from: confirm)
            var ended = self.list(with: PlayerFixtures.squadByPosition)
            ended.pages.status = "The gather's result is saved."
            $0.path[id: list] = .playerList(ended)
        }
        await sut.finish()
    }

    @Test func aLogoutLeavesOnlyTheLogin() async {
        let (state, list, _) = stack([.playerAdd(PlayerAddFeature.State())])
        let sut = makeSUT(state)

        sut.send(.path(.element(id: list, action: .playerList(.delegate(.loggedOut))))) { $0.path.removeAll() }
        await sut.finish()
    }

    @Test func aScreenTheTerminalPoppedIsGoneAndWhatItStillSendsIsDropped() async {
        let (state, list, screens) = stack([.playerAdd(PlayerAddFeature.State())])
        let sut = makeSUT(state)

        sut.send(.path(.popFrom(id: screens[0]))) { $0.path.pop(from: screens[0]) }
        sut.send(.path(.element(id: screens[0], action: .playerAdd(.nameChanged("late")))))
        sut.send(.path(.element(id: list, action: .playerAdd(.nameChanged("not a list action")))))
        await sut.finish()
    }

    /// The loaded list of `stack`, with `players` in its rows.
    private func list(with players: [Int: Player]) -> PlayerListFeature.State {
        var list = PlayerListFeature.State()
        list.pages.listGeneration = 1
        list.pages.playerCount = 3
        list.pages.players = players
        list.pages.listState = .content
        return list
    }
}
