import TestSupport
import Testing
@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player add router")
struct PlayerAddRouterTests {
    @Test func addingGoesBackOneScreen() {
        let navigation = NavigationSpy()
        let sut = PlayerAddRouter(navigation: navigation)

        sut.closeAfterAdding()

        #expect(navigation.steps.count == 1)
        guard case .pop = navigation.steps.first else {
            Issue.record("expected a pop, got \(navigation.steps)")
            return
        }
    }
}
