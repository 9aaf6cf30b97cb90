import TerminalUI

/// The match: score board and score steppers, the timer, both teams, and End Gather.
@MainActor
final class GatherView: ComposedView {
    let scoreBoard = ScoreBoard()
    let teamAStepper = Stepper("Team A", range: 0...100)
    let teamBStepper = Stepper("Team B", range: 0...100)
    let timerView = MatchTimerView()
    let endGatherButton = Button("End Gather")

    /// - Parameters:
    ///   - teamA: each of Team A's players as a line, e.g. "Ana  MID".
    ///   - teamB: Team B's, the same way.
    init(teamA: [String], teamB: [String]) {
        super.init()
        body = Stack(
            spacing: 1,
            [
                scoreBoard,
                Row([teamAStepper, teamBStepper]),
                timerView,
                Row(spacing: 4, [Self.team("TEAM A", teamA), Self.team("TEAM B", teamB)]),
                Row([endGatherButton]),
            ])
    }

    private static func team(_ title: String, _ lines: [String]) -> View {
        Stack([Label(title, role: .heading)] + lines.map { Label($0) })
    }
}
