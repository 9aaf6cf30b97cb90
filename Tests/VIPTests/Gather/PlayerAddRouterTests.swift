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
        let list = PlayerListModule.assemble(dependencies: dependencies)
        let navigation = NavigationSpy(root: list)
        let sut = PlayerAddRouter(navigation: navigation)
        navigation.push(Screen(title: "Add Player"))

        sut.routeToPlayerList()

        #expect(navigation.top === list)
        #expect(try #require(list.router?.dataStore).playerWasAdded)
    }
}
