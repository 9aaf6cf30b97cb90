import Domain
import TestSupport
import Testing
@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player list interactor")
struct PlayerListInteractorTests {
    let auth = AuthServiceSpy()
    let output = PlayerListOutputSpy()

    private func makeSUT(_ players: PlayersServiceSpy) -> PlayerListInteractor {
        let sut = PlayerListInteractor(players: players, auth: auth)
        sut.output = output
        return sut
    }

    @Test func theFirstPageSaysHowManyPlayersThereAre() async {
        let sut = makeSUT(PlayersServiceSpy(players: numberedPlayers(250)))

        await sut.loadPlayers(around: 130)

        #expect(output.events == [
            "mode(list, 0 selected, confirm: false, delete: false)",
            "listStarted(250)", "mode(list, 0 selected, confirm: false, delete: true)", "pageLoaded(100 players, selected: nil)",
        ], "the mode as it stands first, so the list has its title and keys while the page comes")
        #expect(output.players[100]?.id == 101)
        #expect(output.players[0] == nil, "only the page around the row asked for")
    }

    /// A fetched row opens its player's details, which tell this interactor of the player as
    /// edited: the row shows them so.
    @Test func aRowOpensItsDetailsAndTheirEditComesBackToItsRow() async throws {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.loadPlayers(around: 0)

        sut.open(row: 1)
        sut.open(row: 9)
        var renamed = PlayerFixtures.ben
        renamed.name = "Benjamin Carter"
        sut.playerUpdated(renamed)

        #expect(output.events.filter { $0.hasPrefix("opened") } == ["opened(Ben Carter)"], "no player, nothing opened")
        #expect(output.players[1]?.name == "Benjamin Carter")
    }

    @Test func selectModeNeedsTwoPlayersAndKeepsThemWholeWhereverTheListScrolled() async {
        let sut = makeSUT(PlayersServiceSpy(players: numberedPlayers(250)))
        await sut.loadPlayers(around: 0)

        sut.toggle(row: 0)
        #expect(output.mode?.selectedPlayers.isEmpty == true, "no ticks outside select mode")
        sut.toggleSelectMode()
        sut.toggle(row: 0)
        #expect(output.mode?.canConfirm == false)
        sut.confirmSelection()
        await sut.loadRows(200..<250)
        sut.toggle(row: 210)
        sut.confirmSelection()

        #expect(output.mode?.canConfirm == true)
        #expect(output.mode?.canDelete == false, "no deleting in select mode")
        #expect(output.mode?.selectedPlayers.map(\.id) == [1, 211])
        #expect(output.events.suffix(3) == ["mode(select, 2 selected, confirm: true, delete: false)", "selectionChanged(150 players, selected: 2)", "confirmed(Player 1, Player 211)"], "one player makes no gather: nothing confirmed then")
    }

    @Test func aDeletionStartsTheListOverAndAFailureIsPassedOn() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = makeSUT(players)
        await sut.loadPlayers(around: 0)

        await sut.delete(PlayerFixtures.ben)
        #expect(output.events.suffix(2) == ["listStarted(2)", "mode(list, 0 selected, confirm: false, delete: true)"])

        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await sut.delete(PlayerFixtures.ana)
        #expect(output.events.last == "deleteFailed(Cannot reach the server.)")
    }

    /// A failed load takes the rows away: nothing acts on a player no one can see.
    @Test func aFailedLoadLeavesNoRowToActOn() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = makeSUT(players)
        await sut.loadPlayers(around: 0)
        await players.fail(with: ServiceFailure("Cannot reach the server."))

        await sut.loadPlayers(around: 0)
        sut.toggleSelectMode()
        sut.toggle(row: 0)

        #expect(output.events.suffix(2) == ["loadFailed(Cannot reach the server.)", "mode(list, 0 selected, confirm: false, delete: false)"])
        #expect(output.mode?.isLoaded == false)
        #expect(output.mode?.hasRows == false)
        #expect(output.mode?.isSelecting == false, "no select mode without a list")
    }

    @Test func rowsOfAnOlderListAreDropped() async {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let sut = makeSUT(players)
        await sut.loadPlayers(around: 0)
        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await sut.loadRows(100..<200)
        #expect(output.events.last == "rowsFailed(100..<200)")

        await players.fail(with: ServiceFailure?.none)
        await sut.loadRows(100..<200)
        #expect(output.players[150]?.id == 151)
    }

    /// PlayerAdd is opened to tell this interactor, which tells its presenter: the list's own
    /// presenter starts the reload.
    @Test func aPlayerAddedIsHeardHere() {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))

        sut.add()
        sut.playerAdded()

        #expect(output.events == ["addOpened", "playerAdded"])
    }

    @Test func logoutAndAnEndedGather() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.loadPlayers(around: 0)
        sut.toggleSelectMode()

        sut.gatherEnded()
        #expect(output.mode?.isSelecting == false)
        #expect(output.events.last == "gatherEnded", "the presenter says so and goes back to the list")
        await sut.logout()

        #expect(await auth.logoutCount == 1)
        #expect(output.events.last == "loggedOut")
    }

    @Test func aReloadStartsTheListOverEvenWithTheSameCount() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.loadPlayers(around: 0)

        await sut.loadPlayers(around: 0)

        #expect(output.events.suffix(4) == [
            "mode(list, 0 selected, confirm: false, delete: true)",
            "listStarted(3)", "mode(list, 0 selected, confirm: false, delete: true)", "pageLoaded(3 players, selected: nil)",
        ], "the list shows its rows again, not the loading state the reload put it in")
    }

    @Test func selectModeIsToldAsSoonAsItStarts() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.loadPlayers(around: 0)

        sut.toggleSelectMode()

        #expect(output.events.suffix(2) == ["mode(select, 0 selected, confirm: false, delete: false)", "selectionChanged(3 players, selected: 0)"])
    }

    @Test func whileTheFirstPageComesTheListIsNotTakenForFailed() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))

        await sut.loadPlayers(around: 0)

        #expect(output.modes.first?.isLoaded == true, "the keys told while the page comes say there is no player yet, not that the load failed")
    }
}

@MainActor
final class PlayerListOutputSpy: PlayerListInteractorOutputProtocol {
    private(set) var events: [String] = []
    /// The last mode and players told.
    private(set) var mode: PlayerListMode?
    private(set) var players: [Int: Player] = [:]
    /// Every mode told, the first one included.
    private(set) var modes: [PlayerListMode] = []

    func modeChanged(_ mode: PlayerListMode) {
        self.mode = mode
        modes.append(mode)
        events.append("mode(\(mode.isSelecting ? "select" : "list"), \(mode.selectedPlayers.count) selected, confirm: \(mode.canConfirm), delete: \(mode.canDelete))")
    }

    func listStarted(count: Int) {
        events.append("listStarted(\(count))")
    }

    func listKept() {
        events.append("listKept")
    }

    func playersCouldNotBeLoaded(_ error: any Error) {
        events.append("loadFailed(\(error))")
    }

    func pageLoaded(_ players: [Int: Player], selected: Set<Player.ID>?, pendingChangesNote: String?) {
        self.players = players
        events.append("pageLoaded(\(players.count) players, selected: \(selected.map { "\($0.count)" } ?? "nil"))")
    }

    func rowsCouldNotBeLoaded(_ rows: Range<Int>, error: any Error) {
        events.append("rowsFailed(\(rows))")
    }

    func playerOpened(_ input: PlayerDetailInput) {
        events.append("opened(\(input.player.name))")
    }

    func playerAddOpened(_ input: PlayerAddInput) {
        events.append("addOpened")
    }

    func selectionConfirmed(_ input: ConfirmPlayersInput) {
        events.append("confirmed(\(input.players.map(\.name).joined(separator: ", ")))")
    }

    func playerAdded() {
        events.append("playerAdded")
    }

    func gatherEnded() {
        events.append("gatherEnded")
    }

    func selectionChanged(_ players: [Int: Player], selected: Set<Player.ID>?) {
        self.players = players
        events.append("selectionChanged(\(players.count) players, selected: \(selected.map { "\($0.count)" } ?? "nil"))")
    }

    func playerCouldNotBeDeleted(_ error: any Error) {
        events.append("deleteFailed(\(error))")
    }

    func loggedOut() {
        events.append("loggedOut")
    }
}
