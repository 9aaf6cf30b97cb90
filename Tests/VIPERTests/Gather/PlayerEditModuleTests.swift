import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · PlayerEdit module")
struct PlayerEditModuleTests {
    @Test func theRolesAreWiredAndAllGoWithTheScreen() {
        let caller = PlayerEditCallerSpy()
        let check = ModuleCheck(
            {
                PlayerEditModule.assemble(
                    PlayerEditInput(field: .age, player: PlayerFixtures.ana, output: caller), dependencies: .doubles())
            }, view: PlayerEditView.self, presenter: PlayerEditPresenter.self
        ) {
            $1.view === $0
        }

        #expect(check.isWired)
        #expect(
            check.isReleased, "popped, the screen goes, and nothing holds its presenter: no cycle between the roles")
    }
}
