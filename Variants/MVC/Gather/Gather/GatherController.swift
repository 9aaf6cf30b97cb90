import Domain
import TerminalUI

/// A gather in progress: the score, the match timer (a child controller of its own), and
/// ending the gather with its result.
@MainActor
final class GatherController: Screen {
    let view: GatherView
    let timerController: GatherTimerController
    private let gather: Gather.ID
    private let gathers: any GathersService
    private let onGatherEnded: () -> Void
    private(set) var score = Score()

    init(gather: Gather.ID, teamA: [Player], teamB: [Player], gathers: any GathersService, onGatherEnded: @escaping () -> Void) {
        self.gather = gather
        self.gathers = gathers
        self.onGatherEnded = onGatherEnded
        let timerController = GatherTimerController()
        self.timerController = timerController
        view = GatherView(timer: timerController.view, teamA: teamA.map(Self.line(for:)), teamB: teamB.map(Self.line(for:)))
        super.init(title: "Gather in progress")
        content = view
        timerController.attach(to: self) { [weak self] outcome in self?.timerDidChange(after: outcome) }
        view.teamAStepper.onChange = { [weak self] goals in self?.scoreDidChange(teamA: goals) }
        view.teamBStepper.onChange = { [weak self] goals in self?.scoreDidChange(teamB: goals) }
        view.endGatherButton.action = { [weak self] in self?.endGatherTapped() }
        update()
    }

    override func willDisappear() {
        timerController.stop()
    }

    /// A gather is left by ending it, never by accident.
    override func goBack() {
        endGatherTapped()
    }

    func scoreDidChange(teamA goals: Int) {
        score.teamA = goals
        update()
    }

    func scoreDidChange(teamB goals: Int) {
        score.teamB = goals
        update()
    }

    func endGatherTapped() {
        app?.showAlert(title: "End Gather", message: "Are you sure you want to end the gather?", buttons: [
            AlertButton("Yes", role: .destructive) { [weak self] in self?.endGather() },
            AlertButton("Cancel", role: .cancel),
        ])
    }

    private func endGather() {
        let result = score
        app?.perform { [weak self] in
            guard let self else { return }
            do {
                try await gathers.end(gather, with: result)
            } catch {
                status = "\(error)"
                present(.error("Unable to end gather. Please try again."))
                return
            }
            timerController.stop()
            onGatherEnded()
        }
    }

    /// "Time's up!" when the last second goes; it stays until the timer changes again.
    private func timerDidChange(after outcome: MatchTimer.TickOutcome?) {
        switch outcome {
        case .timeUp: status = "Time's up!"
        case .counted, .ignored: break
        case nil: if timerController.timer.remaining != .zero { status = nil }
        }
        update()
    }

    private func update() {
        view.scoreBoard.teamA = score.teamA
        view.scoreBoard.teamB = score.teamB
        keyBindings = timerController.keyBindings + [
            KeyBinding(.character("e"), "End Gather") { [weak self] in self?.endGatherTapped() },
        ]
    }

    private static func line(for player: Player) -> String {
        "\(player.name)  \(player.preferredPosition?.acronym ?? "-")"
    }
}
