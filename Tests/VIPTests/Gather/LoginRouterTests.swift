import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Login router")
struct LoginRouterTests {
    @Test func theUserLoggedInSeesThePlayers() {
        let navigation = NavigationSpy()

        LoginRouter(dependencies: .doubles(navigation: navigation)).routeToPlayerList()

        #expect(navigation.screens.count == 1)
        #expect(navigation.top is PlayerListViewController)
    }
}
