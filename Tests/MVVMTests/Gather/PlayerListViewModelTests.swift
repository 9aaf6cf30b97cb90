import Domain
import TestSupport
import Testing
@testable import GatherMVVM

@MainActor
@Suite("MVVM · Player list view model")
struct PlayerListViewModelTests {
    let auth = AuthServiceSpy()

    private func makeSUT(_ players: PlayersServiceSpy) -> (PlayerListViewModel, RouteRecorder<PlayerListViewModel.Route>) {
        let sut = PlayerListViewModel(players: players, auth: auth)
        let routes = RouteRecorder<PlayerListViewModel.Route>()
        sut.onRoute = routes.record
        return (sut, routes)
    }

    @Test func loadingShowsRowsWithPositionAndSkill() async {
        let (sut, _) = makeSUT(PlayersServiceSpy(players: Fixtures.squad))
        #expect(sut.listState == .loading)

        await sut.load()

        #expect(sut.listState == .content)
        #expect(sut.rows.first == .init(title: "Ana Silva", details: ["Position: Goalkeeper", "Skill: Professional"], isTicked: nil))
        #expect(sut.rows.last?.details == ["Position: -", "Skill: -"])
    }

    @Test func noPlayersIsTheEmptyStateAndAFailureSaysWhy() async {
        let players = PlayersServiceSpy()
        let (sut, _) = makeSUT(players)
        await sut.load()
        #expect(sut.listState == .empty("There aren't any players for your user."))

        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await sut.load()
        #expect(sut.listState == .failed("Unable to load the players: Cannot reach the server."))
    }

    @Test func selectModeTicksRowsAndNeedsTwoToConfirm() async {
        let (sut, routes) = makeSUT(PlayersServiceSpy(players: Fixtures.squad))
        await sut.load()

        sut.toggleSelectMode()
        #expect(sut.title == "0 selected")
        sut.choose(row: 0)
        #expect(sut.title == "1 selected")
        #expect(sut.rows.first?.isTicked == true)
        #expect(!sut.canConfirm)
        sut.confirm()
        #expect(routes.count == 0)

        sut.toggle(row: 2)
        sut.confirm()
        guard case .confirmPlayers(let chosen) = routes.last else {
            Issue.record("expected the confirmation route, got \(String(describing: routes.last))")
            return
        }
        #expect(chosen == [Fixtures.ana, Fixtures.chloe])
    }

    @Test func choosingARowInListModeRoutesToItsDetails() async {
        let (sut, routes) = makeSUT(PlayersServiceSpy(players: Fixtures.squad))
        await sut.load()

        sut.choose(row: 1)

        guard case .playerDetail(let player) = routes.last else {
            Issue.record("expected the detail route")
            return
        }
        #expect(player == Fixtures.ben)
    }

    @Test func deleteAsksFirstThenRemovesThePlayer() async throws {
        let players = PlayersServiceSpy(players: Fixtures.squad)
        let (sut, _) = makeSUT(players)
        await sut.load()

        sut.requestDelete(row: 1)
        let alert = try #require(sut.alert)
        #expect(alert.message == "Are you sure you want to delete the selected player?")
        #expect(alert.buttons.map(\.title) == ["Delete", "Cancel"])
        #expect(await players.deletedIDs.isEmpty)
        await alert.buttons[0].action?()

        #expect(await players.deletedIDs == [Fixtures.ben.id])
        #expect(sut.players == [Fixtures.ana, Fixtures.chloe])
    }

    @Test func aFailedDeleteKeepsThePlayerAndSaysSo() async throws {
        let players = PlayersServiceSpy(players: Fixtures.squad)
        let (sut, _) = makeSUT(players)
        await sut.load()
        await players.fail(with: ServiceFailure())

        sut.requestDelete(row: 0)
        await sut.alert?.buttons[0].action?()

        #expect(sut.alert?.message == "Unable to delete player. Please try again.")
        #expect(sut.players == Fixtures.squad)
    }

    @Test func backLeavesSelectModeFirstThenLogsOut() async {
        let (sut, routes) = makeSUT(PlayersServiceSpy(players: Fixtures.squad))
        sut.toggleSelectMode()

        await sut.back()
        #expect(!sut.isSelecting)
        #expect(await auth.logoutCount == 0)

        await sut.back()
        #expect(await auth.logoutCount == 1)
        guard case .loggedOut = routes.last else {
            Issue.record("expected the logout route")
            return
        }
    }
}
