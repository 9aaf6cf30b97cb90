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
                .modeChanged(isSelecting: false, selectedCount: 0, canConfirm: false, canDelete: false),
                .listStarted(count: 250),
                .modeChanged(isSelecting: false, selectedCount: 0, canConfirm: false, canDelete: true),
                .pageLoaded(playerCount: 100, tickedCount: nil),
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

        #expect(
            output.events.filter { if case .playerOpened = $0 { true } else { false } }
                == [.playerOpened(PlayerFixtures.ben)], "no player, nothing opened")
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
                .modeChanged(isSelecting: true, selectedCount: 2, canConfirm: true, canDelete: false),
                .selectionChanged(playerCount: 150, tickedCount: 2),
                .selectionConfirmed(playerNames: ["Player 1", "Player 211"]),
            ], "one player makes no gather: nothing confirmed then")
    }

    @Test func aDeletionStartsTheListOverAndAFailureIsPassedOn() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = makeSUT(players)
        await sut.loadPlayers()

        await sut.deleteConfirmed()
        #expect(
            output.events.last == .pageLoaded(playerCount: 3, tickedCount: nil), "nothing asked for, nothing deleted")
        sut.askToDelete(row: 1)
        #expect(output.events.last == .deletionNeedsConfirmation(name: "Ben Carter"))
        await sut.deleteConfirmed()
        #expect(await players.deletedIDs == [PlayerFixtures.ben.id])
        #expect(
            output.events.suffix(2) == [
                .listStarted(count: 2),
                .modeChanged(isSelecting: false, selectedCount: 0, canConfirm: false, canDelete: true),
            ])

        await sut.loadPlayers()
        sut.askToDelete(row: 0)
        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await sut.deleteConfirmed()
        #expect(output.events.last == .playerCouldNotBeDeleted(errorDescription: "Cannot reach the server."))
    }

    @Test func nothingIsAskedToBeDeletedInSelectModeOrOnARowNotThere() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.loadPlayers()

        sut.askToDelete(row: 9)
        sut.toggleSelectMode()
        sut.askToDelete(row: 0)

        #expect(!output.events.contains { if case .deletionNeedsConfirmation = $0 { true } else { false } })
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
                .playersCouldNotBeLoaded(errorDescription: "Cannot reach the server."),
                .modeChanged(isSelecting: false, selectedCount: 0, canConfirm: false, canDelete: false),
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
        #expect(output.events.last == .rowsCouldNotBeLoaded(100..<200))

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

        #expect(output.events == [.playerAddOpened, .playerAdded])
    }

    @Test func logoutAndAnEndedGather() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.loadPlayers()
        sut.toggleSelectMode()

        sut.gatherEnded()
        #expect(output.mode?.isSelecting == false)
        #expect(output.events.last == .gatherEnded, "the presenter says so and goes back to the list")
        sut.toggleSelectMode()
        await sut.back()
        #expect(output.mode?.isSelecting == false, "back leaves select mode first")
        #expect(await auth.logoutCount == 0)
        await sut.back()

        #expect(await auth.logoutCount == 1)
        #expect(output.events.last == .loggedOut)
    }

    @Test func aReloadStartsTheListOverEvenWithTheSameCount() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.loadPlayers()

        await sut.loadPlayers()

        #expect(
            output.events.suffix(4) == [
                .modeChanged(isSelecting: false, selectedCount: 0, canConfirm: false, canDelete: true),
                .listStarted(count: 3),
                .modeChanged(isSelecting: false, selectedCount: 0, canConfirm: false, canDelete: true),
                .pageLoaded(playerCount: 3, tickedCount: nil),
            ], "the list shows its rows again, not the loading state the reload put it in")
    }

    @Test func selectModeIsToldAsSoonAsItStarts() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.loadPlayers()

        sut.toggleSelectMode()

        #expect(
            output.events.suffix(2) == [
                .modeChanged(isSelecting: true, selectedCount: 0, canConfirm: false, canDelete: false),
                .selectionChanged(playerCount: 3, tickedCount: 0),
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
    /// A call the spy took: the mode without its load state, and a page or a selection as how many
    /// players it holds and how many of them are ticked (`nil` outside select mode).
    enum Call: Equatable {
        case modeChanged(isSelecting: Bool, selectedCount: Int, canConfirm: Bool, canDelete: Bool)
        case listStarted(count: Int)
        case listKept
        case playersCouldNotBeLoaded(errorDescription: String)
        case pageLoaded(playerCount: Int, tickedCount: Int?)
        case deletionNeedsConfirmation(name: String)
        case rowsCouldNotBeLoaded(Range<Int>)
        case playerOpened(Player)
        case playerAddOpened
        case selectionConfirmed(playerNames: [String])
        case playerAdded
        case playerEdited
        case playerDeletedElsewhere
        case gatherEnded
        case selectionChanged(playerCount: Int, tickedCount: Int?)
        case playerCouldNotBeDeleted(errorDescription: String)
        case loggedOut
    }

    private(set) var events: [Call] = []
    /// The last mode and players told.
    private(set) var mode: PlayerListMode?
    private(set) var players: [Int: PlayerListEntry] = [:]
    /// Every mode told, the first one included.
    private(set) var modes: [PlayerListMode] = []

    func modeChanged(_ mode: PlayerListMode) {
        self.mode = mode
        modes.append(mode)
        events.append(
            .modeChanged(
                isSelecting: mode.isSelecting, selectedCount: mode.selectedCount, canConfirm: mode.canConfirm,
                canDelete: mode.canDelete))
    }

    func listStarted(count: Int) {
        events.append(.listStarted(count: count))
    }

    func listKept() {
        events.append(.listKept)
    }

    func playersCouldNotBeLoaded(_ error: any Error) {
        events.append(.playersCouldNotBeLoaded(errorDescription: String(describing: error)))
    }

    func pageLoaded(_ players: [Int: PlayerListEntry], pendingChangesNote: String?) {
        self.players = players
        events.append(.pageLoaded(playerCount: players.count, tickedCount: Self.ticked(players)))
    }

    /// How many rows are ticked, or `nil` outside select mode.
    private static func ticked(_ players: [Int: PlayerListEntry]) -> Int? {
        players.values.first?.isTicked == nil ? nil : players.values.filter { $0.isTicked == true }.count
    }

    func deletionNeedsConfirmation(name: String) {
        events.append(.deletionNeedsConfirmation(name: name))
    }

    func rowsCouldNotBeLoaded(_ rows: Range<Int>, error: any Error) {
        events.append(.rowsCouldNotBeLoaded(rows))
    }

    func playerOpened(_ input: PlayerDetailInput) {
        events.append(.playerOpened(input.player))
    }

    func playerAddOpened(_ input: PlayerAddInput) {
        events.append(.playerAddOpened)
    }

    func selectionConfirmed(_ input: ConfirmPlayersInput) {
        events.append(.selectionConfirmed(playerNames: input.players.map(\.name)))
    }

    func playerAdded() {
        events.append(.playerAdded)
    }

    func playerEdited() {
        events.append(.playerEdited)
    }

    func playerDeletedElsewhere() {
        events.append(.playerDeletedElsewhere)
    }

    func gatherEnded() {
        events.append(.gatherEnded)
    }

    func selectionChanged(_ players: [Int: PlayerListEntry]) {
        self.players = players
        events.append(.selectionChanged(playerCount: players.count, tickedCount: Self.ticked(players)))
    }

    func playerCouldNotBeDeleted(_ error: any Error, unconfirmed: Bool) {
        events.append(.playerCouldNotBeDeleted(errorDescription: String(describing: error)))
    }

    func loggedOut() {
        events.append(.loggedOut)
    }
}
