import TerminalUI
import TestSupport
import Testing
@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player add module")
struct PlayerAddModuleTests {
    let caller = PlayerAddCallerSpy()

    @Test func theRolesAreWiredAndAllGoWithTheScreen() throws {
        weak let releasedView: PlayerAddView?
        weak let releasedPresenter: PlayerAddPresenter?
        do {
            let view = try #require(PlayerAddModule.assemble(output: caller, dependencies: .doubles()) as? PlayerAddView)
            let presenter = try #require(view.presenter as? PlayerAddPresenter)
            #expect(presenter.view === view)
            releasedView = view
            releasedPresenter = presenter
        }

        #expect(releasedView == nil, "popped, the screen goes")
        #expect(releasedPresenter == nil, "and nothing holds its presenter: no cycle between the roles")
    }
}
