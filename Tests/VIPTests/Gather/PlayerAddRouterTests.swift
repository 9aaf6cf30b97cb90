import AppSupport
import Domain
import TerminalUI
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Player add router")
struct PlayerAddRouterTests {
    @Test func backToTheListItsDataStoreSaysAPlayerWasAdded() throws {
        let dependencies = GatherDependencies.doubles()
        let list = PlayerListConfigurator.assemble(dependencies: dependencies)
        let navigation = NavigationSpy(root: list)
        let sut = PlayerAddRouter(navigation: navigation)
        navigation.push(Screen(title: "Add Player"))

        sut.routeToPlayerList()

        #expect(navigation.top === list)
        #expect(try #require(list.router?.dataStore).playerWasAdded)
    }

    /// Going back always leaves the scene, as every VIP router's way back does; the data goes
    /// only where the screen it returns to is found.
    @Test func withoutTheListItStillGoesBack() {
        let root = Screen(title: "Somewhere else")
        let navigation = NavigationSpy(root: root)
        let sut = PlayerAddRouter(navigation: navigation)
        navigation.push(Screen(title: "Add Player"))

        sut.routeToPlayerList()

        #expect(navigation.top === root)
    }
}
