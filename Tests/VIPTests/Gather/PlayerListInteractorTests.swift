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
                "loading(true)", "loadStarted", "started(250)", "mode(list, 0, confirm: false, delete: true)",
                "rows(100, selected: nil, new page)", "loading(false)",
            ])
    }

    @Test func selectModeNeedsTwoPlayersAndKeepsThemWhole() async {
        let sut = makeSUT(PlayersServiceSpy(players: numberedPlayers(250)))
        await sut.load(request: .init())

        sut.toggleSelectMode(request: .init())
        sut.choose(request: .init(row: 0))
        sut.confirm(request: .init())
        #expect(!presenter.responses.contains("confirm"))
        await sut.fetchRows(request: .init(rows: 200..<250))
        sut.toggle(request: .init(row: 210))
        sut.confirm(request: .init())

        #expect(sut.selectedPlayers.map(\.id) == [1, 211])
        #expect(
            presenter.responses.suffix(3) == [
                "mode(select, 2, confirm: true, delete: false)", "rows(150, selected: 2)", "confirm",
            ])
    }

    @Test func aRowInListModeIsTheChosenPlayer() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.load(request: .init())

        sut.choose(request: .init(row: 1))

        #expect(sut.chosenPlayer == PlayerFixtures.ben)
        #expect(presenter.responses.last == "choose Ben Carter")
    }

    @Test func aDeletionAsksFirstThenStartsTheListOverOrPassesOnTheFailure() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = makeSUT(players)
        await sut.load(request: .init())

        sut.askToDelete(request: .init(row: 2))
        #expect(presenter.responses.last == "deleteConfirmation Chloé Martin")
        await sut.delete(request: .init(player: PlayerFixtures.chloe))
        #expect(presenter.responses.contains("started(2)"))

        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await sut.delete(request: .init(player: PlayerFixtures.ana))
        #expect(presenter.responses.suffix(2) == ["delete(error: Cannot reach the server.)", "loading(false)"])
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

        #expect(presenter.responses.contains("return(gatherEnded: true)"))
        #expect(presenter.responses.contains("mode(list, 0, confirm: false, delete: true)"))
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
        #expect(presenter.responses.suffix(2) == ["back", "loading(false)"])
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
        #expect(returned.first == "rows(3, selected: nil)", "the row at once, before the list loads")
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
                "loading(true)", "loadStarted", "started(3)", "mode(list, 0, confirm: false, delete: true)",
                "rows(3, selected: nil, new page)", "loading(false)",
            ], "the list shows its rows again, not the loading state the reload put it in")
    }

    /// A failed load takes the rows away: there is nobody to select.
    @Test func noSelectModeWithoutAList() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = makeSUT(players)
        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await sut.load(request: .init())

        sut.toggleSelectMode(request: .init())

        #expect(!presenter.responses.contains { $0.hasPrefix("mode(select") })
    }

    @Test func anEndedGatherLeavesSelectMode() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.load(request: .init())
        sut.toggleSelectMode(request: .init())
        sut.gatherEnded = true

        await sut.applyReturn(request: .init())

        #expect(
            presenter.responses.suffix(3) == [
                "mode(list, 0, confirm: false, delete: true)", "rows(3, selected: nil)", "return(gatherEnded: true)",
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
                "mode(select, 0, confirm: false, delete: false)", "rows(3, selected: 0)",
            ], "its title, its keys and the boxes to tick")
    }

    @Test func anEmptyListHasNoRowToActOn() async {
        let sut = makeSUT(PlayersServiceSpy())

        await sut.load(request: .init())

        #expect(
            presenter.responses.suffix(4) == [
                "started(0)", "mode(list, 0, confirm: false, delete: false)", "rows(0, selected: nil, new page)",
                "loading(false)",
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
                "loading(true)", "loadStarted", "failed(Cannot reach the server.)",
                "mode(list, 0, confirm: false, delete: false)", "loading(false)",
            ])
    }
}

/// Records the responses it is handed, in order, in short.
@MainActor
final class PlayerListPresenterSpy: PlayerListPresentationLogic {
    private(set) var responses: [String] = []
    /// The players of the last rows handed.
    private(set) var players: [Int: Player] = [:]
    private(set) var modes: [PlayerList.Mode.Response] = []

    func presentLoading(response: PlayerList.Loading.Response) { responses.append("loading(\(response.isLoading))") }
    func presentLoadStarted() { responses.append("loadStarted") }

    func presentLoad(response: PlayerList.Load.Response) {
        switch response {
        case .started(let count): responses.append("started(\(count))")
        case .kept: responses.append("kept")
        case .failed(let error): responses.append("failed(\(error))")
        }
    }

    func presentRows(response: PlayerList.Rows.Response) {
        players = response.players
        responses.append(
            "rows(\(response.players.count), selected: \(response.selected.map { "\($0.count)" } ?? "nil")\(response.isNewPage ? ", new page" : ""))"
        )
    }

    func presentRowsFailure(response: PlayerList.RowsFailure.Response) {
        responses.append("rowsFailure(\(response.rows))")
    }

    func presentMode(response: PlayerList.Mode.Response) {
        modes.append(response)
        responses.append(
            "mode(\(response.isSelecting ? "select" : "list"), \(response.selectedCount), confirm: \(response.canConfirm), delete: \(response.canDelete))"
        )
    }

    func presentChoose(response: PlayerList.Choose.Response) { responses.append("choose \(response.player.name)") }
    func presentConfirm(response: PlayerList.Confirm.Response) { responses.append("confirm") }
    func presentDeleteConfirmation(response: PlayerList.DeleteConfirmation.Response) {
        responses.append("deleteConfirmation \(response.player.name)")
    }
    func presentDelete(response: PlayerList.Delete.Response) {
        responses.append("delete(error: \(response.error.map { "\($0)" } ?? "nil"))")
    }
    func presentBack(response: PlayerList.Back.Response) { responses.append("back") }
    func presentReturn(response: PlayerList.Return.Response) {
        responses.append("return(gatherEnded: \(response.gatherEnded))")
    }
}
