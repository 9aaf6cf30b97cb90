import Domain
import Testing

@Suite("Score")
struct ScoreTests {
    @Test func textIsAlwaysTeamADashTeamB() {
        let sut = Score(teamA: 3, teamB: 12)

        #expect(sut.text == "3-12")
    }

    @Test(arguments: [(2, 1, "Team A"), (0, 4, "Team B"), (2, 2, "None"), (0, 0, "None")])
    func winnerIsTheTeamWithMoreGoals(teamA: Int, teamB: Int, winner: String) {
        let sut = Score(teamA: teamA, teamB: teamB)

        #expect(sut.winnerTeamName == winner)
    }

    @Test func drawHasNoWinner() {
        #expect(Score(teamA: 1, teamB: 1).winner == nil)
        #expect(Score(teamA: 1, teamB: 0).winner == .teamA)
    }

    @Test func goalsStayWithinZeroToAHundred() {
        var sut = Score(teamA: 100, teamB: 0)

        sut.teamA += 1
        sut.teamB -= 1

        #expect(sut.teamA == 100)
        #expect(sut.teamB == 0)
        #expect(Score(teamA: 250, teamB: -3).text == "100-0")
    }
}
