import TerminalUI
import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player edit router")
struct PlayerEditRouterTests {
    @Test func savingGoesBackOneScreen() {
        let details = Screen(title: "Ana Silva")
        let navigation = NavigationSpy(root: details)
        navigation.push(Screen(title: "Age"))
        let sut = PlayerEditRouter(navigation: navigation)

        sut.closeAfterSaving()

        #expect(navigation.top === details)
    }
}
