import Foundation
import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · Gather module")
struct GatherModuleTests {
    @Test func theRolesAreWiredAndAllGoWithTheScreen() {
        let caller = GatherCallerSpy()
        let check = ModuleCheck(
            {
                GatherModule.assemble(
                    GatherInput(
                        gather: UUID(), teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben], output: caller),
                    dependencies: .doubles())
            }, view: GatherView.self, presenter: GatherPresenter.self
        ) {
            $1.view === $0
        }

        #expect(check.isWired)
        #expect(
            check.isReleased, "popped, the screen goes, and nothing holds its presenter: no cycle between the roles")
    }

    @Test func aRunningTimerDoesNotKeepTheModule() {
        let caller = GatherCallerSpy()
        let scheduler = ManualScheduler()
        let check = ModuleCheck(
            {
                let screen = GatherModule.assemble(
                    GatherInput(gather: UUID(), teamA: [], teamB: [], output: caller),
                    dependencies: .doubles(scheduler: scheduler))
                (screen as? GatherView)?.presenter.timerActionTapped()
                return screen
            }, view: GatherView.self, presenter: GatherPresenter.self
        ) { _, _ in true }

        #expect(scheduler.intervals == [.seconds(1)], "the timer ran")
        #expect(check.isReleased, "the scheduled tick holds the interactor weakly")
    }

    @Test func theTimersKeysActAsTheTimerAllows() throws {
        let caller = GatherCallerSpy()
        let view = try #require(
            GatherModule.assemble(
                GatherInput(gather: UUID(), teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben], output: caller),
                dependencies: .doubles()) as? GatherView)

        view.presenter.viewDidLoad()

        #expect(view.timerView.actionButton.isEnabled, "Start acts at 10:00")
        #expect(
            view.keyBindings.map { "\($0.title)\($0.isEnabled ? "" : "·")" } == [
                "Start", "Set", "Cancel·", "End Gather",
            ], "Cancel has nothing to reset at 10:00")
    }
}
