import TerminalUI

/// The score board and a stepper per team: shows the score it is told and reports each team's
/// goals as they are stepped.
@MainActor
final class ScoreController: Screen {
    private let scoreBoard = ScoreBoard()
    private let teamAStepper = Stepper("Team A", range: 0...100)
    private let teamBStepper = Stepper("Team B", range: 0...100)
    var onTeamAGoals: (Int) -> Void = { _ in }
    var onTeamBGoals: (Int) -> Void = { _ in }

    init() {
        super.init(title: "Score")
        content = Stack(spacing: 1, [scoreBoard, Row([teamAStepper, teamBStepper])])
        teamAStepper.onChange = { [weak self] goals in self?.onTeamAGoals(goals) }
        teamBStepper.onChange = { [weak self] goals in self?.onTeamBGoals(goals) }
    }

    func show(teamA: Int, teamB: Int) {
        scoreBoard.teamA = teamA
        scoreBoard.teamB = teamB
    }
}
