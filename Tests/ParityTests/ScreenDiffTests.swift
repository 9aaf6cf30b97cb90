import ScenarioSupport
import Testing

@Suite("Screen diff")
struct ScreenDiffTests {
    @Test func onlyTheRowsThatDifferAreShownNumberedAsOnScreen() {
        let expected = " Title\n Ana  Team A\n Ben  Team B\n\n Enter Done"
        let shown = " Title\n Ana  Team A\n Ben  Team A\n\n Enter Done\n extra"

        #expect(
            ScreenDiff.rows(expected: expected, actual: shown) == """
                 3 − │ Ben  Team B
                 3 + │ Ben  Team A
                 6 − │
                 6 + │ extra
                """)
    }

    @Test func equalScreensHaveNoRowsToShow() {
        #expect(ScreenDiff.rows(expected: " Title\n", actual: " Title\n").isEmpty)
    }
}
