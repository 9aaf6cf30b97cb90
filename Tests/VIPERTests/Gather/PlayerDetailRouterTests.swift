import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player detail router")
struct PlayerDetailRouterTests {
    @Test func aFieldOpensItsEditor() {
        let navigation = NavigationSpy()
        let sut = PlayerDetailRouter(dependencies: .doubles(navigation: navigation))

        sut.showPlayerEdit(PlayerEditInput(field: .age, player: PlayerFixtures.ana, output: PlayerEditCallerSpy()))

        #expect(navigation.top is PlayerEditView)
    }
}
