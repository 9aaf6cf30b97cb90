import AppSupport
import Testing

/// What an app says in the shell after Ctrl-C or a signal ended it: Ctrl-C does not ask, so the
/// work it lost is said once the terminal is back.
@Suite("App runner")
struct AppRunnerTests {
    @Test func anInterruptedRunSaysWhatTheScreenLost() {
        let notice = AppRunner.lostWorkNotice("The score is not saved until the gather ends.")

        #expect(notice == "Quit without saving. The score is not saved until the gather ends.\n")
    }

    @Test func nothingIsSaidWhenNothingWasLost() {
        #expect(AppRunner.lostWorkNotice(nil) == nil)
    }
}
