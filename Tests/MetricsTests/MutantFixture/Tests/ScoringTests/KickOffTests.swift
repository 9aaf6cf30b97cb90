import Scoring
import Testing

struct KickOffTests {
    @Test func threeSecondsAreThreeTicks() {
        #expect(ticksUntilKickOff(from: 3) == 3)
    }
}
