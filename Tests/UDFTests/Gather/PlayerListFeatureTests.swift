import Domain
import Presentation
import TestSupport
import Testing

@testable import GatherUDF

@MainActor
@Suite("UDF · Player list feature", .storesFinish)
struct PlayerListFeatureTests {
    let players = PlayersServiceSpy(players: PlayerFixtures.squad)
    let auth = AuthServiceSpy()
    let scheduler = ManualScheduler()

    private func makeSUT(players: PlayersServiceSpy? = nil) -> TestStore<PlayerListFeature> {
        TestStore(
            initialState: PlayerListFeature.State(),
            reducer: PlayerListFeature(players: players ?? self.players, auth: auth), scheduler: scheduler)
    }

    /// The first load of a list of `squad`: its count, its rows, the list on screen.
    private func loaded(_ sut: TestStore<PlayerListFeature>, _ squad: [Player] = PlayerFixtures.squad) async {
        sut.send(.reload) { $0.pages.isLoading = true }
        await sut.receive(.pages(.listLoaded(PlayerPage(offset: 0, players: squad, total: squad.count)))) {
            $0.pages.isLoading = false
            $0.pages.listGeneration = 1
            $0.pages.playerCount = squad.count
            $0.pages.players = PlayerPage(offset: 0, players: squad, total: squad.count).playersByPosition
            $0.pages.listState = squad.isEmpty ? .empty(message: "There aren't any players for your user.") : .content
        }
    }

    /// Select mode, with the players at `rows` ticked.
    private func ticked(_ sut: TestStore<PlayerListFeature>, rows: [Int]) {
        sut.send(.selectTapped) { $0.isSelecting = true }
        for row in rows {
            sut.send(.toggled(row: row)) {
                $0.selectedPlayers[PlayerFixtures.squad[row].id] = PlayerFixtures.squad[row]
            }
        }
    }

    @Test func theFirstPageShowsTheRowsAndSaysHowManyThereAre() async {
        let sut = makeSUT()

        await loaded(sut)

        #expect(
            sut.state.rows[1]
                == .init(title: "Ben Carter", details: ["Position: Defender", "Skill: Amateur"], isTicked: nil))
        #expect(sut.state.rows[2]?.details == ["Position: -", "Skill: -"])
        await sut.finish()
        #expect(await players.pageRequests == [0..<PlayerPagesFeature.pageSize])
    }

    @Test func anEmptyListSaysSoAndNoKeyActsOnARow() async {
        let sut = makeSUT(players: PlayersServiceSpy())

        await loaded(sut, [])

        #expect(!sut.state.canChoose && !sut.state.canDelete && !sut.state.canToggleSelectMode)
        #expect(sut.state.deleteUnavailableReason == "There is no player to delete.")
        await sut.finish()
    }

    @Test func aListThatFailedToLoadTakesItsRowsAndTheirKeysAway() async {
        await players.fail(with: ServiceFailure())
        let sut = makeSUT()

        sut.send(.reload) { $0.pages.isLoading = true }
        await sut.receive(.pages(.listFailed(reason: "\(ServiceFailure())", cancelled: false))) {
            $0.pages.isLoading = false
            $0.pages.listGeneration = 1
            $0.pages.listUnavailableReason = "The players are not loaded: press r to try again."
            $0.pages.listState = .failed(message: "Unable to load the players: \(ServiceFailure())")
        }

        #expect(sut.state.chooseUnavailableReason == "The players are not loaded: press r to try again.")
        #expect(!sut.state.canChoose)
        await players.fail(with: nil)
        sut.send(.reload) {
            $0.pages.isLoading = true
            $0.pages.listState = .loading
        }
        await sut.receive(.pages(.listLoaded(PlayerPage(offset: 0, players: PlayerFixtures.squad, total: 3)))) {
            $0.pages.isLoading = false
            $0.pages.listGeneration = 2
            $0.pages.playerCount = 3
            $0.pages.players = PlayerFixtures.squadByPosition
            $0.pages.listUnavailableReason = nil
            $0.pages.listState = .content
        }
        await sut.finish()
    }

    @Test func rowsFetchedForAnOlderListAreDroppedAndFailedOnesAskedForAgain() async {
        let sut = makeSUT()
        await loaded(sut)

        var renamed = PlayerFixtures.ana
        renamed.name = "Ana Souza"

        sut.send(.pages(.rowsLoaded(PlayerPage(offset: 0, players: [renamed], total: 3), generation: 0)))
        sut.send(.pages(.rowsLoaded(PlayerPage(offset: 0, players: [renamed], total: 3), generation: 1))) {
            $0.pages.players[0] = renamed
        }
        sut.send(.pages(.rowsNeeded(100..<200)))
        await sut.receive(.pages(.rowsLoaded(PlayerPage(offset: 100, players: [], total: 3), generation: 1)))
        sut.send(.pages(.rowsFailed(200..<300, reason: "gone", generation: 0)))
        sut.send(.pages(.rowsFailed(200..<300, reason: "gone", generation: 1))) {
            $0.pages.status = "Unable to load the players: gone"
            $0.pages.failedPages = [200..<300]
        }
        await sut.finish()
    }

    /// What the reload's effect sends when Esc called it off: the rows on screen stay, and so do
    /// the keys that act on them.
    @Test func aReloadCalledOffKeepsTheRowsOnScreen() async {
        let sut = makeSUT()
        await loaded(sut)

        sut.send(.pages(.listFailed(reason: "\(CancellationError())", cancelled: true)))

        #expect(sut.state.rows.count == 3)
        #expect(sut.state.canChoose)
        await sut.finish()
    }

    @Test func enterOpensAPlayerInListModeAndTicksOneInSelectMode() async {
        let sut = makeSUT()
        await loaded(sut)

        sut.send(.chosen(row: 0))
        await sut.receive(.delegate(.openPlayer(PlayerFixtures.ana)))
        sut.send(.selectTapped) { $0.isSelecting = true }
        sut.send(.chosen(row: 0)) { $0.selectedPlayers = [PlayerFixtures.ana.id: PlayerFixtures.ana] }

        #expect(sut.state.title == "1 selected")
        #expect(sut.state.rows[0]?.isTicked == true)
        await sut.finish()
    }

    @Test func confirmTakesAtLeastTwoPlayersInTheirOrder() async {
        let sut = makeSUT()
        await loaded(sut)
        ticked(sut, rows: [2])
        #expect(sut.state.confirmUnavailableReason == "Select at least two players.")
        sut.send(.confirmTapped)

        sut.send(.toggled(row: 0)) { $0.selectedPlayers[PlayerFixtures.ana.id] = PlayerFixtures.ana }
        sut.send(.confirmTapped)

        await sut.receive(.delegate(.pickTeams([PlayerFixtures.ana, PlayerFixtures.chloe])))
        #expect(sut.state.unsavedWork == "The players you ticked will be unticked.")
        await sut.finish()
    }

    @Test func deleteAsksFirstThenStartsTheListOver() async {
        let sut = makeSUT()
        await loaded(sut)

        sut.send(.deleteTapped(row: 1)) {
            $0.alert = AlertState(
                title: "Delete player", message: "Are you sure you want to delete \"Ben Carter\"?",
                buttons: [
                    .init("Delete", role: .destructive, action: .confirmDeletion(PlayerFixtures.ben)),
                    .init("Cancel", role: .cancel),
                ])
        }
        sut.send(.alert(.confirmDeletion(PlayerFixtures.ben))) {
            $0.alert = nil
            $0.isWorking = true
        }
        await sut.receive(.deleted) {
            $0.isWorking = false
            $0.pages.listGeneration = 2
            $0.pages.playerCount = 2
            $0.pages.players = [:]
        }
        await sut.finish()
        #expect(await players.deletedIDs == [PlayerFixtures.ben.id])
    }

    @Test func backLeavesSelectModeFirstThenLogsOut() async {
        let sut = makeSUT()
        await loaded(sut)
        sut.send(.selectTapped) { $0.isSelecting = true }
        let nothingTicked = sut.state.unsavedWork
        sut.send(.toggled(row: 0)) { $0.selectedPlayers[PlayerFixtures.ana.id] = PlayerFixtures.ana }

        #expect(nothingTicked == nil)
        #expect(sut.state.unsavedWork == "The players you ticked will be unticked.")
        sut.send(.backTapped) {
            $0.isSelecting = false
            $0.selectedPlayers = [:]
        }
        sut.send(.backTapped) { $0.isWorking = true }
        await sut.receive(.loggedOut) { $0.isWorking = false }
        await sut.receive(.delegate(.loggedOut))
        await sut.finish()
        #expect(await auth.logoutCount == 1)
    }

    @Test func whatOtherScreensDidShowsHere() async {
        let sut = makeSUT()
        await loaded(sut)
        ticked(sut, rows: [0, 1])
        var renamed = PlayerFixtures.ben
        renamed.name = "Ben Cartwright"
        await players.changeElsewhere(to: renamed)
        let withRenamed = [PlayerFixtures.ana, renamed, PlayerFixtures.chloe]

        // The row at once; then the list loads again, so that its status line says what waits.
        sut.send(.playerUpdated(renamed)) {
            $0.pages.players[1] = renamed
            $0.pages.isLoading = true
            $0.pages.listState = .loading
        }
        await sut.receive(.pages(.listLoaded(PlayerPage(offset: 0, players: withRenamed, total: 3)))) {
            $0.pages.isLoading = false
            $0.pages.listGeneration = 2
            $0.pages.listState = .content
            $0.selectedPlayers[renamed.id] = renamed
        }
        sut.send(.gatherEnded) {
            $0.isSelecting = false
            $0.selectedPlayers = [:]
            $0.pages.status = "The gather's result is saved."
        }
        sut.send(.playerAdded) {
            $0.pages.isLoading = true
            $0.pages.listState = .loading
        }
        await sut.receive(.pages(.listLoaded(PlayerPage(offset: 0, players: withRenamed, total: 3)))) {
            $0.pages.isLoading = false
            $0.pages.listGeneration = 3
            $0.pages.listState = .content
            $0.pages.status = nil
        }
        await sut.finish()
    }
}
