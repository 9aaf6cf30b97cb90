import Domain
import TerminalUI
import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player list router")
struct PlayerListRouterTests {
    let navigation = NavigationSpy()
    let caller = GatherCallerSpy()

    @Test func eachDestinationIsItsModuleAssembled() {
        let sut = PlayerListRouter(dependencies: .doubles(navigation: navigation))

        sut.showPlayerDetail(PlayerDetailInput(player: PlayerFixtures.ben, output: PlayerDetailCallerSpy()))
        sut.showPlayerAdd(PlayerAddInput(output: PlayerAddCallerSpy()))
        sut.showConfirmPlayers(ConfirmPlayersInput(players: PlayerFixtures.squad, output: caller))

        #expect(
            navigation.screens.map {
                type(of: $0) == PlayerDetailView.self || type(of: $0) == PlayerAddView.self
                    || type(of: $0) == ConfirmPlayersView.self
            } == [true, true, true])
        #expect(navigation.screens.first is PlayerDetailView)
        #expect(navigation.screens.last is ConfirmPlayersView)
    }

    @Test func anEndedGatherComesBackToTheListAndALogoutLeavesIt() {
        let list = Screen(title: "Players")
        let navigation = NavigationSpy(root: list)
        let sut = PlayerListRouter(dependencies: .doubles(navigation: navigation))
        sut.view = list
        sut.showConfirmPlayers(ConfirmPlayersInput(players: PlayerFixtures.squad, output: caller))

        sut.backToList()
        #expect(navigation.screens.count == 1)
        #expect(navigation.top === list)
        sut.closeAfterLogout()

        #expect(navigation.screens.isEmpty)
    }
}
