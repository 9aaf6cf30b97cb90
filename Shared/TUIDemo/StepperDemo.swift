import Presentation
import TerminalUI

/// Two bounded steppers driving the score board, and a timer on the app's clock.
@MainActor
final class StepperDemo: Screen {
    private let teamA = Stepper("Team A", range: 0...100)
    private let teamB = Stepper("Team B", range: 0...100)
    private let board = ScoreBoard()
    private let clockLabel = Label("", role: .accent, centred: true)
    private var ticks = 0
    private var timer: (any Cancellable)?

    init() {
        super.init(title: "Stepper and score")
        content = Stack(
            spacing: 1,
            [
                Label("←/→ or -/+ change the focused score; Tab switches team.", role: .hint),
                board, teamA, teamB, clockLabel,
            ])
        teamA.onChange = { [weak self] value in self?.board.teamA = value }
        teamB.onChange = { [weak self] value in self?.board.teamB = value }
        updateClock()
    }

    override func willAppear() {
        timer = app?.every(.seconds(1)) { [weak self] in
            self?.ticks += 1
            self?.updateClock()
        }
    }

    override func willDisappear() {
        timer?.cancel()
    }

    private func updateClock() {
        clockLabel.text = "This screen has been open \(ticks) s (a timer on the app's clock)."
    }
}
