import Domain
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Player list interactor")
struct PlayerListInteractorTests {
    let auth = AuthServiceSpy()
    let presenter = PlayerListPresenterSpy()

    private func makeSUT(_ players: PlayersServiceSpy) -> PlayerListInteractor {
        let sut = PlayerListInteractor(players: players, auth: auth)
        sut.presenter = presenter
        return sut
    }

    @Test func theFirstPageAroundTheHighlightedRowSaysHowManyThereAre() async {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let sut = makeSUT(players)
        sut.highlight(request: .init(row: 130))

        await sut.load(request: .init())

        #expect(await players.pageRequests == [100..<200])
        #expect(
            presenter.responses == [
                .presentLoading(isLoading: true), .presentLoadStarted, .presentLoad(response: .started(count: 250)),
                .presentMode(isSelecting: false, selectedCount: 0, canConfirm: false, canDelete: true),
                .presentRows(playerCount: 100, selectedCount: nil, isNewPage: true), .presentLoading(isLoading: false),
            ])
    }

    @Test func selectModeNeedsTwoPlayersAndKeepsThemWhole() async {
        let sut = makeSUT(PlayersServiceSpy(players: numberedPlayers(250)))
        await sut.load(request: .init())

        sut.toggleSelectMode(request: .init())
        sut.choose(request: .init(row: 0))
        sut.confirm(request: .init())
        #expect(!presenter.responses.contains(.presentConfirm))
        await sut.fetchRows(request: .init(rows: 200..<250))
        sut.toggle(request: .init(row: 210))
        sut.confirm(request: .init())

        #expect(sut.selectedPlayers.map(\.id) == [1, 211])
        #expect(
            presenter.responses.suffix(3) == [
                .presentMode(isSelecting: true, selectedCount: 2, canConfirm: true, canDelete: false),
                .presentRows(playerCount: 150, selectedCount: 2, isNewPage: false), .presentConfirm,
            ])
    }

    @Test func aRowInListModeIsTheChosenPlayer() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.load(request: .init())

        sut.choose(request: .init(row: 1))

        #expect(sut.chosenPlayer == PlayerFixtures.ben)
        #expect(presenter.responses.last == .presentChoose(player: PlayerFixtures.ben))
    }

    @Test func aDeletionAsksFirstThenStartsTheListOverOrPassesOnTheFailure() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = makeSUT(players)
        await sut.load(request: .init())

        sut.askToDelete(request: .init(row: 2))
        #expect(presenter.responses.last == .presentDeleteConfirmation(player: PlayerFixtures.chloe))
        await sut.delete(request: .init(player: PlayerFixtures.chloe))
        #expect(presenter.responses.contains(.presentLoad(response: .started(count: 2))))

        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await sut.delete(request: .init(player: PlayerFixtures.ana))
        #expect(
            presenter.responses.suffix(2) == [
                .presentDelete(errorDescription: "Cannot reach the server."), .presentLoading(isLoading: false),
            ])
    }

    @Test func whatTheScenesItOpenedWroteBackIsAppliedOnReturn() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = makeSUT(players)
        await sut.load(request: .init())
        sut.toggleSelectMode(request: .init())
        var renamed = PlayerFixtures.ana
        renamed.name = "Ana S."

        sut.updatedPlayer = renamed
        sut.gatherEnded = true
        sut.playerWasAdded = true
        await sut.applyReturn(request: .init())

        #expect(presenter.responses.contains(.presentReturn(gatherEnded: true)))
        #expect(
            presenter.responses.contains(
                .presentMode(isSelecting: false, selectedCount: 0, canConfirm: false, canDelete: true)))
        #expect(await players.pageRequests.count == 2, "a player added: the list loads again")
        #expect(sut.updatedPlayer == nil && !sut.gatherEnded && !sut.playerWasAdded, "each is applied once")
    }

    @Test func backLeavesSelectModeFirstThenLogsOut() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.load(request: .init())
        sut.toggleSelectMode(request: .init())

        await sut.back(request: .init())
        #expect(await auth.logoutCount == 0)
        await sut.back(request: .init())

        #expect(await auth.logoutCount == 1)
        #expect(presenter.responses.suffix(2) == [.presentBack, .presentLoading(isLoading: false)])
    }

    /// The row shows the player as edited at once; then the list loads again, so that its status
    /// line says what waits now.
    @Test func aPlayerEditedOnItsDetailsReplacesItsOwnRowAndTheListLoadsAgain() async {
        let service = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = makeSUT(service)
        await sut.load(request: .init())
        var renamed = PlayerFixtures.ben
        renamed.name = "Benjamin Carter"
        sut.updatedPlayer = renamed
        await service.changeElsewhere(to: renamed)
        let before = presenter.responses.count

        await sut.applyReturn(request: .init())

        let returned = Array(presenter.responses[before...])
        #expect(
            returned.first == .presentRows(playerCount: 3, selectedCount: nil, isNewPage: false),
            "the row at once, before the list loads")
        #expect(await service.loadCount == 2)
        #expect(presenter.players.mapValues(\.name) == [0: "Ana Silva", 1: "Benjamin Carter", 2: "Chloé Martin"])
    }

    @Test func aPlayerDeletedElsewhereFromItsEditorMakesTheListLoadAgain() async {
        let service = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = makeSUT(service)
        await sut.load(request: .init())
        await service.deleteElsewhere(PlayerFixtures.ben.id)
        sut.playerWasDeletedElsewhere = true

        await sut.applyReturn(request: .init())
        await sut.applyReturn(request: .init())

        #expect(await service.loadCount == 2, "once: the flag is taken in")
        #expect(presenter.players.mapValues(\.name) == [0: "Ana Silva", 1: "Chloé Martin"])
    }

    @Test func aReloadStartsTheListOverEvenWithTheSameCount() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.load(request: .init())

        await sut.load(request: .init())

        #expect(
            presenter.responses.suffix(6) == [
                .presentLoading(isLoading: true), .presentLoadStarted, .presentLoad(response: .started(count: 3)),
                .presentMode(isSelecting: false, selectedCount: 0, canConfirm: false, canDelete: true),
                .presentRows(playerCount: 3, selectedCount: nil, isNewPage: true), .presentLoading(isLoading: false),
            ], "the list shows its rows again, not the loading state the reload put it in")
    }

    /// A failed load takes the rows away: there is nobody to select.
    @Test func noSelectModeWithoutAList() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = makeSUT(players)
        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await sut.load(request: .init())

        sut.toggleSelectMode(request: .init())

        #expect(
            !presenter.responses.contains {
                if case .presentMode(isSelecting: true, _, _, _) = $0 { true } else { false }
            })
    }

    @Test func anEndedGatherLeavesSelectMode() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.load(request: .init())
        sut.toggleSelectMode(request: .init())
        sut.gatherEnded = true

        await sut.applyReturn(request: .init())

        #expect(
            presenter.responses.suffix(3) == [
                .presentMode(isSelecting: false, selectedCount: 0, canConfirm: false, canDelete: true),
                .presentRows(playerCount: 3, selectedCount: nil, isNewPage: false), .presentReturn(gatherEnded: true),
            ])
    }

    @Test func nothingIsAppliedOnTheFirstAppearance() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))

        await sut.applyReturn(request: .init())

        #expect(presenter.responses.isEmpty, "no gather has ended and no player was added: no status, no second load")
        #expect(!sut.gatherEnded && !sut.playerWasAdded && sut.updatedPlayer == nil)
    }

    @Test func selectModeIsPresentedAsSoonAsItStarts() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.load(request: .init())

        sut.toggleSelectMode(request: .init())

        #expect(
            presenter.responses.suffix(2) == [
                .presentMode(isSelecting: true, selectedCount: 0, canConfirm: false, canDelete: false),
                .presentRows(playerCount: 3, selectedCount: 0, isNewPage: false),
            ], "its title, its keys and the boxes to tick")
    }

    @Test func anEmptyListHasNoRowToActOn() async {
        let sut = makeSUT(PlayersServiceSpy())

        await sut.load(request: .init())

        #expect(
            presenter.responses.suffix(4) == [
                .presentLoad(response: .started(count: 0)),
                .presentMode(isSelecting: false, selectedCount: 0, canConfirm: false, canDelete: false),
                .presentRows(playerCount: 0, selectedCount: nil, isNewPage: true),
                .presentLoading(isLoading: false),
            ])
        #expect(presenter.modes.last?.hasRows == false, "Open and Select say there is no player")
    }

    /// A reload that fails after a list was shown says so, and takes away what acted on a row.
    @Test func aFailedReloadIsPresentedWithNothingLeftToActOn() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = makeSUT(players)
        await sut.load(request: .init())
        await players.fail(with: ServiceFailure("Cannot reach the server."))

        await sut.load(request: .init())

        #expect(
            presenter.responses.suffix(5) == [
                .presentLoading(isLoading: true), .presentLoadStarted,
                .presentLoad(response: .failed(errorDescription: "Cannot reach the server.")),
                .presentMode(isSelecting: false, selectedCount: 0, canConfirm: false, canDelete: false),
                .presentLoading(isLoading: false),
            ])
    }
}

/// Records the responses it is handed, in order, in short.
@MainActor
final class PlayerListPresenterSpy: PlayerListPresentationLogic {
    /// `PlayerList.Load.Response`, which is not Equatable: the error as what it says.
    enum LoadResponse: Equatable {
        case started(count: Int)
        case kept
        case failed(errorDescription: String)
    }

    enum Call: Equatable {
        case presentLoading(isLoading: Bool)
        case presentLoadStarted
        case presentLoad(response: LoadResponse)
        /// The rows handed, and the ticked players in select mode (`nil` in list mode), counted.
        case presentRows(playerCount: Int, selectedCount: Int?, isNewPage: Bool)
        case presentRowsFailure(rows: Range<Int>)
        case presentMode(isSelecting: Bool, selectedCount: Int, canConfirm: Bool, canDelete: Bool)
        case presentChoose(player: Player)
        case presentConfirm
        case presentDeleteConfirmation(player: Player)
        case presentDelete(errorDescription: String?)
        case presentBack
        case presentReturn(gatherEnded: Bool)
    }

    private(set) var responses: [Call] = []
    /// The players of the last rows handed.
    private(set) var players: [Int: Player] = [:]
    private(set) var modes: [PlayerList.Mode.Response] = []

    func presentLoading(response: PlayerList.Loading.Response) {
        responses.append(.presentLoading(isLoading: response.isLoading))
    }
    func presentLoadStarted() { responses.append(.presentLoadStarted) }

    func presentLoad(response: PlayerList.Load.Response) {
        switch response {
        case .started(let count): responses.append(.presentLoad(response: .started(count: count)))
        case .kept: responses.append(.presentLoad(response: .kept))
        case .failed(let error):
            responses.append(.presentLoad(response: .failed(errorDescription: String(describing: error))))
        }
    }

    func presentRows(response: PlayerList.Rows.Response) {
        players = response.players
        responses.append(
            .presentRows(
                playerCount: response.players.count, selectedCount: response.selected?.count,
                isNewPage: response.isNewPage))
    }

    func presentRowsFailure(response: PlayerList.RowsFailure.Response) {
        responses.append(.presentRowsFailure(rows: response.rows))
    }

    func presentMode(response: PlayerList.Mode.Response) {
        modes.append(response)
        responses.append(
            .presentMode(
                isSelecting: response.isSelecting, selectedCount: response.selectedCount,
                canConfirm: response.canConfirm, canDelete: response.canDelete))
    }

    func presentChoose(response: PlayerList.Choose.Response) {
        responses.append(.presentChoose(player: response.player))
    }
    func presentConfirm(response: PlayerList.Confirm.Response) { responses.append(.presentConfirm) }
    func presentDeleteConfirmation(response: PlayerList.DeleteConfirmation.Response) {
        responses.append(.presentDeleteConfirmation(player: response.player))
    }
    func presentDelete(response: PlayerList.Delete.Response) {
        responses.append(.presentDelete(errorDescription: response.error.map { String(describing: $0) }))
    }
    func presentBack(response: PlayerList.Back.Response) { responses.append(.presentBack) }
    func presentReturn(response: PlayerList.Return.Response) {
        responses.append(.presentReturn(gatherEnded: response.gatherEnded))
    }
}
