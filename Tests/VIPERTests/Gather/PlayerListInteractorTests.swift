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

        sut.highlight(row: 130)
        await sut.loadPlayers()

        #expect(
            output.events == [
                "mode(list, 0 selected, confirm: false, delete: false)",
                "listStarted(250)", "mode(list, 0 selected, confirm: false, delete: true)",
                "pageLoaded(100 players, selected: nil)",
            ], "the mode as it stands first, so the list has its title and keys while the page comes")
        #expect(output.players[100]?.name == "Player 101")
        #expect(output.players[0] == nil, "only the page around the row asked for")
    }

    /// A fetched row opens its player's details, which tell this interactor of the player as
    /// edited: the row shows them so.
    @Test func aRowOpensItsDetailsAndTheirEditComesBackToItsRow() async throws {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.loadPlayers()

        sut.choose(row: 1)
        sut.choose(row: 9)
        var renamed = PlayerFixtures.ben
        renamed.name = "Benjamin Carter"
        sut.playerUpdated(renamed)

        #expect(output.events.filter { $0.hasPrefix("opened") } == ["opened(Ben Carter)"], "no player, nothing opened")
        #expect(output.players[1]?.name == "Benjamin Carter")
    }

    @Test func selectModeNeedsTwoPlayersAndKeepsThemWholeWhereverTheListScrolled() async {
        let sut = makeSUT(PlayersServiceSpy(players: numberedPlayers(250)))
        await sut.loadPlayers()

        sut.toggle(row: 0)
        #expect(output.mode?.selectedCount == 0, "no ticks outside select mode")
        sut.toggleSelectMode()
        sut.choose(row: 0)
        #expect(output.mode?.canConfirm == false)
        sut.confirmSelection()
        await sut.loadRows(200..<250)
        sut.toggle(row: 210)
        sut.confirmSelection()

        #expect(output.mode?.canConfirm == true)
        #expect(output.mode?.canDelete == false, "no deleting in select mode")
        #expect(output.mode?.selectedCount == 2)
        #expect(output.players[210]?.isTicked == true)
        #expect(
            output.events.suffix(3) == [
                "mode(select, 2 selected, confirm: true, delete: false)", "selectionChanged(150 players, selected: 2)",
                "confirmed(Player 1, Player 211)",
            ], "one player makes no gather: nothing confirmed then")
    }

    @Test func aDeletionStartsTheListOverAndAFailureIsPassedOn() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = makeSUT(players)
        await sut.loadPlayers()

        await sut.deleteConfirmed()
        #expect(output.events.last == "pageLoaded(3 players, selected: nil)", "nothing asked for, nothing deleted")
        sut.askToDelete(row: 1)
        #expect(output.events.last == "confirm deleting Ben Carter")
        await sut.deleteConfirmed()
        #expect(await players.deletedIDs == [PlayerFixtures.ben.id])
        #expect(output.events.suffix(2) == ["listStarted(2)", "mode(list, 0 selected, confirm: false, delete: true)"])

        await sut.loadPlayers()
        sut.askToDelete(row: 0)
        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await sut.deleteConfirmed()
        #expect(output.events.last == "deleteFailed(Cannot reach the server.)")
    }

    @Test func nothingIsAskedToBeDeletedInSelectModeOrOnARowNotThere() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.loadPlayers()

        sut.askToDelete(row: 9)
        sut.toggleSelectMode()
        sut.askToDelete(row: 0)

        #expect(!output.events.contains { $0.hasPrefix("confirm deleting") })
    }

    /// A failed load takes the rows away: nothing acts on a player no one can see.
    @Test func aFailedLoadLeavesNoRowToActOn() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = makeSUT(players)
        await sut.loadPlayers()
        await players.fail(with: ServiceFailure("Cannot reach the server."))

        await sut.loadPlayers()
        sut.toggleSelectMode()
        sut.toggle(row: 0)

        #expect(
            output.events.suffix(2) == [
                "loadFailed(Cannot reach the server.)", "mode(list, 0 selected, confirm: false, delete: false)",
            ])
        #expect(output.mode?.isLoaded == false)
        #expect(output.mode?.hasRows == false)
        #expect(output.mode?.isSelecting == false, "no select mode without a list")
    }

    @Test func rowsOfAnOlderListAreDropped() async {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let sut = makeSUT(players)
        await sut.loadPlayers()
        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await sut.loadRows(100..<200)
        #expect(output.events.last == "rowsFailed(100..<200)")

        await players.fail(with: ServiceFailure?.none)
        await sut.loadRows(100..<200)
        #expect(output.players[150]?.name == "Player 151")
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
        await sut.loadPlayers()
        sut.toggleSelectMode()

        sut.gatherEnded()
        #expect(output.mode?.isSelecting == false)
        #expect(output.events.last == "gatherEnded", "the presenter says so and goes back to the list")
        sut.toggleSelectMode()
        await sut.back()
        #expect(output.mode?.isSelecting == false, "back leaves select mode first")
        #expect(await auth.logoutCount == 0)
        await sut.back()

        #expect(await auth.logoutCount == 1)
        #expect(output.events.last == "loggedOut")
    }

    @Test func aReloadStartsTheListOverEvenWithTheSameCount() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.loadPlayers()

        await sut.loadPlayers()

        #expect(
            output.events.suffix(4) == [
                "mode(list, 0 selected, confirm: false, delete: true)",
                "listStarted(3)", "mode(list, 0 selected, confirm: false, delete: true)",
                "pageLoaded(3 players, selected: nil)",
            ], "the list shows its rows again, not the loading state the reload put it in")
    }

    @Test func selectModeIsToldAsSoonAsItStarts() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.loadPlayers()

        sut.toggleSelectMode()

        #expect(
            output.events.suffix(2) == [
                "mode(select, 0 selected, confirm: false, delete: false)", "selectionChanged(3 players, selected: 0)",
            ])
    }

    @Test func whileTheFirstPageComesTheListIsNotTakenForFailed() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))

        await sut.loadPlayers()

        #expect(
            output.modes.first?.isLoaded == true,
            "the keys told while the page comes say there is no player yet, not that the load failed")
    }
}

@MainActor
final class PlayerListOutputSpy: PlayerListInteractorOutputProtocol {
    private(set) var events: [String] = []
    /// The last mode and players told.
    private(set) var mode: PlayerListMode?
    private(set) var players: [Int: PlayerListEntry] = [:]
    /// Every mode told, the first one included.
    private(set) var modes: [PlayerListMode] = []

    func modeChanged(_ mode: PlayerListMode) {
        self.mode = mode
        modes.append(mode)
        events.append(
            "mode(\(mode.isSelecting ? "select" : "list"), \(mode.selectedCount) selected, confirm: \(mode.canConfirm), delete: \(mode.canDelete))"
        )
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

    func pageLoaded(_ players: [Int: PlayerListEntry], pendingChangesNote: String?) {
        self.players = players
        events.append("pageLoaded(\(players.count) players, selected: \(Self.ticked(players)))")
    }

    /// How many rows are ticked, or "nil" outside select mode.
    private static func ticked(_ players: [Int: PlayerListEntry]) -> String {
        players.values.first?.isTicked == nil ? "nil" : "\(players.values.filter { $0.isTicked == true }.count)"
    }

    func deletionNeedsConfirmation(name: String) {
        events.append("confirm deleting \(name)")
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

    func playerEdited() {
        events.append("playerEdited")
    }

    func playerDeletedElsewhere() {
        events.append("playerDeletedElsewhere")
    }

    func gatherEnded() {
        events.append("gatherEnded")
    }

    func selectionChanged(_ players: [Int: PlayerListEntry]) {
        self.players = players
        events.append("selectionChanged(\(players.count) players, selected: \(Self.ticked(players)))")
    }

    func playerCouldNotBeDeleted(_ error: any Error, unconfirmed: Bool) {
        events.append("deleteFailed(\(error))")
    }

    func loggedOut() {
        events.append("loggedOut")
    }
}
