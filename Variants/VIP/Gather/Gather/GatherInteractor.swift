import Domain
import Foundation
import Presentation

@MainActor
protocol GatherBusinessLogic: AnyObject {
    func loadMatch(request: GatherScene.LoadMatch.Request)
    func changeScore(request: GatherScene.ScoreChange.Request)
    func changeTimer(request: GatherScene.Timer.Request)
    func pickTime(request: GatherScene.TimePicker.Request)
    func askToEnd(request: GatherScene.EndConfirmation.Request)
    func end(request: GatherScene.End.Request) async
    /// The scene is going away: no more ticks.
    func stop()
}

/// What the scene keeps: the gather and teams it was given.
@MainActor
protocol GatherDataStore: AnyObject {
    var gather: Gather.ID? { get set }
    var teamA: [Player] { get set }
    var teamB: [Player] { get set }
}

/// A gather in progress: the score, the match timer — ticked once a second of the app's clock
/// while it runs, each tick presented — and the gather ended with its result, once.
@MainActor
final class GatherInteractor: GatherBusinessLogic, GatherDataStore {
    var presenter: (any GatherPresentationLogic)?
    var gather: Gather.ID?
    var teamA: [Player] = []
    var teamB: [Player] = []
    private var score = Score()
    private var timer = MatchTimer()
    private var ticking: (any Cancellable)?
    private let gathers: any GathersService
    private let scheduler: any Scheduling
    private lazy var request = RequestState { [weak self] isLoading in
        self?.presenter?.presentLoading(response: .init(isLoading: isLoading))
    }

    init(gathers: any GathersService, scheduler: any Scheduling) {
        self.gathers = gathers
        self.scheduler = scheduler
    }

    func loadMatch(request: GatherScene.LoadMatch.Request) {
        presenter?.presentTeams(response: .init(teamA: teamA, teamB: teamB))
        presenter?.presentScore(response: .init(score: score))
        presentTimer(tick: nil)
    }

    func changeScore(request: GatherScene.ScoreChange.Request) {
        if let goals = request.teamA { score.teamA = goals }
        if let goals = request.teamB { score.teamB = goals }
        presenter?.presentScore(response: .init(score: score))
    }

    func changeTimer(request: GatherScene.Timer.Request) {
        switch request.action {
        case .startPauseOrResume: timer.performAction()
        case .cancel: timer.cancel()
        case .set(let minutes, let seconds):
            guard let time = MatchTime(minutes: minutes, seconds: seconds) else { return }
            timer.set(time)
        }
        timerDidChange(after: nil)
    }

    func pickTime(request: GatherScene.TimePicker.Request) {
        presenter?.presentTimePicker(response: .init(remaining: timer.remaining))
    }

    func askToEnd(request: GatherScene.EndConfirmation.Request) {
        presenter?.presentEndConfirmation(response: .init())
    }

    func end(request: GatherScene.End.Request) async {
        guard let gather else { return }
        await self.request.run {
            do {
                try await gathers.end(gather, with: score)
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                presenter?.presentEnd(response: .init(error: error, isUnconfirmed: error.isUnconfirmed))
                return
            }
            stop()
            presenter?.presentEnd(response: .init(error: nil))
        }
    }

    func stop() {
        ticking?.cancel()
        ticking = nil
    }

    private func tick() {
        let outcome = timer.tick()
        timerDidChange(after: outcome)
    }

    /// Ticks once a second while the timer runs, and not otherwise.
    private func timerDidChange(after outcome: MatchTimer.TickOutcome?) {
        if timer.state == .running, ticking == nil {
            ticking = scheduler.every(.seconds(1)) { [weak self] in self?.tick() }
        } else if timer.state != .running {
            stop()
        }
        presentTimer(tick: outcome)
    }

    private func presentTimer(tick: MatchTimer.TickOutcome?) {
        presenter?.presentTimer(
            response: .init(
                remaining: timer.remaining, action: timer.action,
                actionUnavailableReason: timer.actionUnavailableReason,
                cancelUnavailableReason: timer.cancelUnavailableReason, tick: tick
            ))
    }
}
