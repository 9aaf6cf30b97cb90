import TerminalUI
import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player add router")
struct PlayerAddRouterTests {
    @Test func addingGoesBackOneScreen() {
        let list = Screen(title: "Players")
        let navigation = NavigationSpy(root: list)
        navigation.push(Screen(title: "Add Player"))
        let sut = PlayerAddRouter(navigation: navigation)

        sut.closeAfterAdding()

        #expect(navigation.top === list)
    }
}
