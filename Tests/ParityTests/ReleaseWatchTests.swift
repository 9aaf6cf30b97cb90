import ScenarioSupport
import TerminalUI
import Testing

/// The parity suite's release check sees a role kept by a cycle, and passes roles that go.
@MainActor
@Suite("Release watch")
struct ReleaseWatchTests {
    final class Role {
        var screen: Screen?
    }

    final class RoleScreen: Screen {
        let role = Role()
    }

    @Test func aScreenAndItsRolesThatGoArePassed() {
        let watch = ReleaseWatch(modules: ["ParityTests"])
        let root = Screen(title: "Root")

        do {
            let screen = RoleScreen(title: "Gone")
            watch.watch([root, screen])
        }

        #expect(watch.kept(while: [root]).isEmpty)
    }

    @Test func aRoleThatHoldsItsScreenKeepsBoth() {
        let watch = ReleaseWatch(modules: ["ParityTests"])
        let root = Screen(title: "Root")

        do {
            let screen = RoleScreen(title: "Kept")
            screen.role.screen = screen
            watch.watch([root, screen])
        }

        #expect(
            watch.kept(while: [root]) == [
                "ParityTests.ReleaseWatchTests.Role", "ParityTests.ReleaseWatchTests.RoleScreen",
            ])
    }

    @Test func whatAScreenOnTheStackStillReachesIsNotKept() {
        let watch = ReleaseWatch(modules: ["ParityTests"])
        let screen = RoleScreen(title: "Still here")
        screen.role.screen = screen

        watch.watch([screen])

        #expect(watch.kept(while: [screen]).isEmpty)
    }
}
