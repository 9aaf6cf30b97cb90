import Domain
import TerminalUI

/// A gather in progress: the match timer on the app's clock, the score, and ending the gather
/// with its result.
@MainActor
final class GatherController: Screen {
    let view: GatherView
    private let gather: Gather.ID
    private let gathers: any GathersService
    private let onGatherEnded: () -> Void
    private(set) var timer = MatchTimer()
    private(set) var score = Score()
    private var ticking: TimerToken?

    init(gather: Gather.ID, teamA: [Player], teamB: [Player], gathers: any GathersService, onGatherEnded: @escaping () -> Void) {
        self.gather = gather
        self.gathers = gathers
        self.onGatherEnded = onGatherEnded
        view = GatherView(teamA: teamA.map(Self.line(for:)), teamB: teamB.map(Self.line(for:)))
        super.init(title: "Gather in progress")
        content = view
        view.teamAStepper.onChange = { [weak self] goals in self?.scoreDidChange(teamA: goals) }
        view.teamBStepper.onChange = { [weak self] goals in self?.scoreDidChange(teamB: goals) }
        view.timerActionButton.action = { [weak self] in self?.timerActionTapped() }
        view.setTimeButton.action = { [weak self] in self?.setTimeTapped() }
        view.cancelTimerButton.action = { [weak self] in self?.cancelTimerTapped() }
        view.endGatherButton.action = { [weak self] in self?.endGatherTapped() }
        update()
    }

    override func willDisappear() {
        ticking?.cancel()
        ticking = nil
    }

    /// A gather is left by ending it, never by accident.
    override func goBack() {
        endGatherTapped()
    }

    func timerActionTapped() {
        let before = timer
        timer.performAction()
        if timer != before { status = nil }
        timerStateDidChange()
    }

    func setTimeTapped() {
        let minutes = MatchTime.minuteRange.map { "\($0) min" }
        let seconds = MatchTime.secondRange.map { "\($0) sec" }
        let picker = ColumnPicker(title: "Set time", columns: [minutes, seconds], selection: [timer.remaining.minutes, timer.remaining.seconds]) {
            [weak self] selection in
            guard let time = MatchTime(minutes: selection[0], seconds: selection[1]) else { return }
            self?.status = nil
            self?.timer.set(time)
            self?.timerStateDidChange()
        }
        app?.present(picker)
    }

    func cancelTimerTapped() {
        status = nil
        timer.cancel()
        timerStateDidChange()
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
            AlertButton("Yes") { [weak self] in self?.endGather() },
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
                app?.showAlert(title: "Error", message: "Unable to end gather. Please try again.")
                return
            }
            ticking?.cancel()
            ticking = nil
            onGatherEnded()
        }
    }

    private func tick() {
        if timer.tick() == .timeUp {
            status = "Time's up!"
        }
        timerStateDidChange()
    }

    /// Ticks once a second of the app's clock while the timer runs, and not otherwise.
    private func timerStateDidChange() {
        if timer.state == .running, ticking == nil {
            ticking = app?.every(.seconds(1)) { [weak self] in self?.tick() }
        } else if timer.state != .running {
            ticking?.cancel()
            ticking = nil
        }
        update()
    }

    private func update() {
        view.scoreBoard.teamA = score.teamA
        view.scoreBoard.teamB = score.teamB
        view.timerLabel.text = timer.remaining.text
        view.timerActionButton.title = timer.action.title
        keyBindings = [
            KeyBinding(.character(" "), timer.action.title) { [weak self] in self?.timerActionTapped() },
            KeyBinding(.character("t"), "Set") { [weak self] in self?.setTimeTapped() },
            KeyBinding(.character("c"), "Cancel") { [weak self] in self?.cancelTimerTapped() },
            KeyBinding(.character("e"), "End Gather") { [weak self] in self?.endGatherTapped() },
        ]
    }

    private static func line(for player: Player) -> String {
        "\(player.name)  \(player.preferredPosition?.acronym ?? "-")"
    }
}
