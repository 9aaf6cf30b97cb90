import Scoring
import Testing

struct ScoreboardTests {
    @Test func aGoalCountsForItsSide() {
        var board = Scoreboard()
        board.goal(home: true)
        board.goal(home: false)
        board.goal(home: false)

        #expect(board.home == 1)
        #expect(board.away == 2)
    }

    @Test func theHomeSideLeadsWhenAheadOnly() {
        var board = Scoreboard()
        board.goal(home: true)
        #expect(board.homeLeads())

        board.goal(home: false)
        board.goal(home: false)
        #expect(!board.homeLeads())
    }
}
