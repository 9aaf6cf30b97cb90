import TerminalUI
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Gather router")
struct GatherRouterTests {
    @Test func anEndedGatherGoesBackToTheListAndTellsItsDataStore() throws {
        let list = PlayerListConfigurator.assemble(dependencies: .doubles())
        let navigation = NavigationSpy(root: list)
        navigation.push(Screen(title: "Confirm Players"))
        navigation.push(Screen(title: "Gather in progress"))

        GatherRouter(navigation: navigation).routeToPlayerList()

        #expect(navigation.top === list)
        #expect(try #require(list.router?.dataStore).gatherEnded)
    }
}
