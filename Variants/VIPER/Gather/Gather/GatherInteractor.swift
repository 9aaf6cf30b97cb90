import Domain
import Foundation
import Presentation

/// A gather in progress: the score, the match timer — ticked once a second of the app's clock
/// while it runs — and ending the gather with its result.
@MainActor
final class GatherInteractor: GatherInteractorProtocol {
    weak var output: (any GatherInteractorOutputProtocol)?
    private let teamA: [Player]
    private let teamB: [Player]
    private var score = Score()
    private var timer = MatchTimer()
    private var ticking: (any Cancellable)?
    private let gather: Gather.ID
    private let gathers: any GathersService
    private let scheduler: any Scheduling
    /// Who hears that the gather has ended.
    private weak var moduleOutput: (any GatherModuleOutput)?

    init(input: GatherInput, gathers: any GathersService, scheduler: any Scheduling) {
        gather = input.gather
        teamA = input.teamA
        teamB = input.teamB
        moduleOutput = input.output
        self.gathers = gathers
        self.scheduler = scheduler
    }

    func loadMatch() {
        output?.teamsLoaded(teamA: teamA.map(Self.member), teamB: teamB.map(Self.member))
        output?.scoreChanged(score)
        output?.timerChanged(timerOutput, after: nil)
    }

    func setScore(teamA goals: Int) {
        score.teamA = goals
        output?.scoreChanged(score)
    }

    func setScore(teamB goals: Int) {
        score.teamB = goals
        output?.scoreChanged(score)
    }

    func performTimerAction() {
        timer.performAction()
        timerDidChange()
    }

    func askForTime() {
        output?.timePickerNeeded(startingAt: timer.remaining)
    }

    func setTime(_ time: MatchTime) {
        timer.set(time)
        timerDidChange()
    }

    func cancelTimer() {
        timer.cancel()
        timerDidChange()
    }

    func stopTicking() {
        ticking?.cancel()
        ticking = nil
    }

    func endGather() async {
        do {
            try await gathers.end(gather, with: score)
        } catch {
            // Esc on the wait calls it off: that is no failure to report.
            guard !Task.isCancelled else { return }
            output?.gatherCouldNotBeEnded(error, unconfirmed: error.isUnconfirmed)
            return
        }
        stopTicking()
        moduleOutput?.gatherEnded()
    }

    private func tick() {
        let outcome = timer.tick()
        timerDidChange(after: outcome)
    }

    /// Ticks once a second while the timer runs, and not otherwise.
    private func timerDidChange(after outcome: MatchTimer.TickOutcome? = nil) {
        if timer.state == .running, ticking == nil {
            ticking = scheduler.every(.seconds(1)) { [weak self] in self?.tick() }
        } else if timer.state != .running {
            stopTicking()
        }
        output?.timerChanged(timerOutput, after: outcome)
    }

    private static func member(_ player: Player) -> GatherTeamMember {
        GatherTeamMember(name: player.name, position: player.preferredPosition)
    }

    private var timerOutput: MatchTimerOutput {
        MatchTimerOutput(
            remaining: timer.remaining, action: timer.action,
            actionUnavailableReason: timer.actionUnavailableReason,
            cancelUnavailableReason: timer.cancelUnavailableReason
        )
    }
}
