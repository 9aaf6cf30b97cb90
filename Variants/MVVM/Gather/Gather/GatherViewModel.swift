import Domain
import Foundation
import Observation
import Presentation

/// A gather in progress: the score, the match timer — ticked once a second of the app's clock
/// while it runs — and ending the gather with its result.
@MainActor
@Observable
final class GatherViewModel {
    let teamA: [String]
    let teamB: [String]
    private(set) var score = Score()
    private var timer = MatchTimer()
    /// An alert to show now: a one-shot event the view hears, not state a render consumes.
    @ObservationIgnored var onAlert: (AlertContent) -> Void = { _ in }
    private(set) var status: String?
    /// The request in flight: the view shows the loading indicator while there is one.
    let request = RequestState()
    /// The coordinator: held weakly, as every screen of its flow holds it.
    @ObservationIgnored private weak var output: (any GatherOutput)?
    @ObservationIgnored private var ticking: (any Cancellable)?
    @ObservationIgnored private let gather: Gather.ID
    @ObservationIgnored private let gathers: any GathersService
    @ObservationIgnored private let scheduler: any Scheduling

    init(
        gather: Gather.ID, teamA: [Player], teamB: [Player], gathers: any GathersService, scheduler: any Scheduling,
        output: any GatherOutput
    ) {
        self.gather = gather
        self.gathers = gathers
        self.scheduler = scheduler
        self.teamA = teamA.map(Self.line(for:))
        self.teamB = teamB.map(Self.line(for:))
        self.output = output
    }

    /// Ctrl-C quits without asking: its help, and the words after it, say what goes.
    var unsavedWork: String { "The score is not saved until the gather ends." }
    var timeText: String { timer.remaining.text }
    var timerActionTitle: String { timer.action.title }
    /// Why the timer's action does nothing now (at 00:00), or `nil`.
    var timerActionUnavailableReason: String? { timer.actionUnavailableReason }
    var timerCancelUnavailableReason: String? { timer.cancelUnavailableReason }
    /// The time picker's title, its columns and where it starts.
    var pickerTitle: String { "Set time" }
    var pickerColumns: [[String]] {
        [MatchTime.minuteRange.map { "\($0) min" }, MatchTime.secondRange.map { "\($0) sec" }]
    }
    var pickerSelection: [Int] { [timer.remaining.minutes, timer.remaining.seconds] }

    /// The screen is going away: no more ticks.
    func viewWillDisappear() {
        stopTicking()
    }

    func scoreDidChange(teamA goals: Int) {
        score.teamA = goals
    }

    func scoreDidChange(teamB goals: Int) {
        score.teamB = goals
    }

    /// Start, Pause or Resume, as the timer stands.
    func timerActionTapped() {
        timer.performAction()
        timerDidChange()
    }

    func timeChosen(minutes: Int, seconds: Int) {
        guard let time = MatchTime(minutes: minutes, seconds: seconds) else { return }
        timer.set(time)
        timerDidChange()
    }

    func cancelTimerTapped() {
        timer.cancel()
        timerDidChange()
    }

    /// A gather is left by ending it, never by accident: this asks first.
    func endTapped() {
        onAlert(
            AlertContent(
                title: "End Gather", message: "Are you sure you want to end the gather?",
                buttons: [
                    .init("Yes", role: .destructive) { [weak self] in await self?.end() },
                    .init("Cancel", role: .cancel),
                ]))
    }

    private func end() async {
        await request.run {
            do {
                try await gathers.end(gather, with: score)
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                status = "\(error)"
                onAlert(
                    .error(
                        error.isUnconfirmed
                            ? "Unable to confirm that the result was saved: it may have been. End again to make sure."
                            : "Unable to end gather. Please try again."))
                return
            }
            stopTicking()
            output?.gatherEnded()
        }
    }

    private func tick() {
        let outcome = timer.tick()
        timerDidChange(after: outcome)
    }

    /// Ticks once a second while the timer runs, and not otherwise; "Time's up!" when the last
    /// second goes, until the timer changes again.
    private func timerDidChange(after outcome: MatchTimer.TickOutcome? = nil) {
        if timer.state == .running, ticking == nil {
            ticking = scheduler.every(.seconds(1)) { [weak self] in self?.tick() }
        } else if timer.state != .running {
            stopTicking()
        }
        switch outcome {
        case .timeUp: status = "Time's up!"
        case .counted, .ignored: break
        case nil: if timer.remaining != .zero { status = nil }
        }
    }

    private func stopTicking() {
        ticking?.cancel()
        ticking = nil
    }

    private static func line(for player: Player) -> String {
        "\(player.name)  \(player.preferredPosition?.acronym ?? "-")"
    }
}
