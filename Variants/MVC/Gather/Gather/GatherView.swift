import TerminalUI

/// The match: score board and score steppers, the timer and its actions, and both teams.
@MainActor
final class GatherView: ComposedView {
    let scoreBoard = ScoreBoard()
    let teamAStepper = Stepper("Team A", range: 0...100)
    let teamBStepper = Stepper("Team B", range: 0...100)
    let timerLabel = Label("10:00", role: .heading, centred: true)
    let timerActionButton = Button("Start")
    let setTimeButton = Button("Set")
    let cancelTimerButton = Button("Cancel")
    let endGatherButton = Button("End Gather")

    /// - Parameters: teamA, teamB: each player's line, e.g. "Ana  MID".
    init(teamA: [String], teamB: [String]) {
        super.init()
        body = Stack(spacing: 1, [
            scoreBoard,
            Row([teamAStepper, teamBStepper]),
            timerLabel,
            Row([timerActionButton, setTimeButton, cancelTimerButton, endGatherButton]),
            Row(spacing: 4, [Self.team("TEAM A", teamA), Self.team("TEAM B", teamB)]),
        ])
    }

    private static func team(_ title: String, _ lines: [String]) -> View {
        Stack([Label(title, role: .heading)] + lines.map { Label($0) })
    }
}
