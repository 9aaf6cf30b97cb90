import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · Login router")
struct LoginRouterTests {
    @Test func theUserLoggedInSeesThePlayers() {
        let navigation = NavigationSpy()
        let sut = LoginRouter(dependencies: .doubles(navigation: navigation))

        sut.showPlayerList()

        #expect(navigation.screens.count == 1)
        #expect(navigation.top is PlayerListView)
    }
}
