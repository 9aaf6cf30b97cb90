import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · PlayerList module")
struct PlayerListModuleTests {
    @Test func theRolesAreWiredAndAllGoWithTheScreen() {
        let check = ModuleCheck(
            { PlayerListModule.assemble(dependencies: .doubles()) }, view: PlayerListView.self,
            presenter: PlayerListPresenter.self
        ) {
            $1.view === $0
        }

        #expect(check.isWired)
        #expect(
            check.isReleased, "popped, the screen goes, and nothing holds its presenter: no cycle between the roles")
    }

    @Test func thePlayersOpenWithoutTheConfirmButton() throws {
        let view = try #require(PlayerListModule.assemble(dependencies: .doubles()) as? PlayerListView)

        #expect(
            view.confirmButton.isHidden,
            "it shows in select mode only, not even on the frame drawn before the first load")
    }
}
