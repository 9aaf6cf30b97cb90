import Domain
import TerminalUI
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Player list router")
struct PlayerListRouterTests {
    let navigation = NavigationSpy()

    @Test func theChosenPlayerIsPassedToPlayerDetail() throws {
        let store = PlayerListStoreStub()
        store.chosenPlayer = PlayerFixtures.ben
        let sut = PlayerListRouter(dependencies: .doubles(navigation: navigation))
        sut.dataStore = store

        sut.routeToPlayerDetail()

        let detail = try #require(navigation.top as? PlayerDetailViewController)
        #expect(detail.router?.dataStore?.player == PlayerFixtures.ben)
    }

    @Test func theSelectedPlayersArePassedToConfirmPlayers() throws {
        let store = PlayerListStoreStub()
        store.selectedPlayers = [PlayerFixtures.ana, PlayerFixtures.chloe]
        let sut = PlayerListRouter(dependencies: .doubles(navigation: navigation))
        sut.dataStore = store

        sut.routeToConfirmPlayers()

        let confirm = try #require(navigation.top as? ConfirmPlayersViewController)
        #expect(confirm.router?.dataStore?.players == [PlayerFixtures.ana, PlayerFixtures.chloe])
    }

    @Test func addOpensPlayerAddAndALogoutGoesBack() {
        let sut = PlayerListRouter(dependencies: .doubles(navigation: navigation))

        sut.routeToPlayerAdd()
        #expect(navigation.top is PlayerAddViewController)
        sut.routeToLogin()

        #expect(navigation.screens.isEmpty)
    }
}

/// A data store the test fills in.
@MainActor
final class PlayerListStoreStub: PlayerListDataStore {
    var chosenPlayer: Player?
    var selectedPlayers: [Player] = []
    var playerWasAdded = false
    var updatedPlayer: Player?
    var playerWasDeletedElsewhere = false
    var gatherEnded = false
}
