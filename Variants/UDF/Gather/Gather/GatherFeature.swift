import Domain
import Presentation

/// A gather in progress: the score, the match timer — ticked once a second by the app's clock
/// while it runs, an effect the reducer starts and stops — and ending the gather with its result.
struct GatherFeature: Reducer {
    struct State: Equatable {
        /// The time picker as it opens: minutes and seconds, on the time left.
        struct TimePicker: Equatable {
            let selection: [Int]

            var title: String { "Set time" }
            var columns: [[String]] {
                [MatchTime.minuteRange.map { "\($0) min" }, MatchTime.secondRange.map { "\($0) sec" }]
            }
        }

        let gather: Gather.ID
        let teamA: [Player]
        let teamB: [Player]
        var score = Score()
        var timer = MatchTimer()
        var timePicker: TimePicker?
        /// The request in flight: the loading indicator shows, and input waits.
        var isEnding = false
        var status: String?
        var alert: AlertState<Action.Alert>?

        init(gather: Gather.ID, teamA: [Player], teamB: [Player]) {
            self.gather = gather
            self.teamA = teamA
            self.teamB = teamB
        }

        /// The team columns' lines: each player's name and position acronym.
        var teamALines: [String] { teamA.map(Self.line(for:)) }
        var teamBLines: [String] { teamB.map(Self.line(for:)) }

        private static func line(for player: Player) -> String {
            "\(player.name)  \(player.preferredPosition?.acronym ?? "-")"
        }

        /// Ctrl-C quits without asking: its help, and the words after it, say what goes.
        let unsavedWork = "The score is not saved until the gather ends."
    }

    enum Action: Equatable, Sendable {
        /// The screen is going away: no more ticks.
        case disappeared
        case teamAScoreChanged(Int)
        case teamBScoreChanged(Int)
        /// Start, Pause or Resume, as the timer stands.
        case timerActionTapped
        case tick
        case setTimeTapped
        case timeChosen(minutes: Int, seconds: Int)
        case timePickerCancelled
        case cancelTimerTapped
        /// A gather is left by ending it, never by accident: this asks first.
        case endTapped
        case ended
        /// The request failed; `nil` when the app called it off (Esc on the wait): no error to show.
        /// Unconfirmed when its request left and its answer did not come (a timeout): it may have been done.
        case endingFailed(reason: String?, unconfirmed: Bool)
        case alert(Alert?)
        case delegate(Delegate)

        enum Alert: Equatable, Sendable {
            case confirmEnd
        }

        enum Delegate: Equatable, Sendable {
            case gatherEnded
        }
    }

    /// The match timer's clock.
    private enum CancelID { case ticking }

    let gathers: any GathersService

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .disappeared:
            return .cancel(id: CancelID.ticking)
        case .teamAScoreChanged(let goals):
            state.score.teamA = goals
            return .none
        case .teamBScoreChanged(let goals):
            state.score.teamB = goals
            return .none
        case .timerActionTapped:
            state.timer.performAction()
            return timerChanged(&state)
        case .tick:
            return timerChanged(&state, after: state.timer.tick())
        case .setTimeTapped:
            state.timePicker = State.TimePicker(selection: [
                state.timer.remaining.minutes, state.timer.remaining.seconds,
            ])
            return .none
        case .timeChosen(let minutes, let seconds):
            state.timePicker = nil
            guard let time = MatchTime(minutes: minutes, seconds: seconds) else { return .none }
            state.timer.set(time)
            return timerChanged(&state)
        case .timePickerCancelled:
            state.timePicker = nil
            return .none
        case .cancelTimerTapped:
            state.timer.cancel()
            return timerChanged(&state)
        case .endTapped:
            state.alert = AlertState(
                title: "End Gather", message: "Are you sure you want to end the gather?",
                buttons: [
                    .init("Yes", role: .destructive, action: .confirmEnd),
                    .init("Cancel", role: .cancel),
                ])
            return .none
        case .alert(.confirmEnd):
            state.alert = nil
            state.isEnding = true
            let gather = state.gather
            let score = state.score
            return .run { [gathers] send in
                do {
                    try await gathers.end(gather, with: score)
                    send(.ended)
                } catch {
                    send(.endingFailed(reason: Task.isCancelled ? nil : "\(error)", unconfirmed: error.isUnconfirmed))
                }
            }
        case .ended:
            state.isEnding = false
            return .merge(.cancel(id: CancelID.ticking), .send(.delegate(.gatherEnded)))
        case .endingFailed(let reason, let unconfirmed):
            state.isEnding = false
            guard let reason else { return .none }
            state.status = reason
            state.alert = .error(
                unconfirmed
                    ? "Unable to confirm that the result was saved: it may have been. End again to make sure."
                    : "Unable to end gather. Please try again.")
            return .none
        case .alert(nil):
            state.alert = nil
            return .none
        case .delegate:
            return .none
        }
    }

    /// Ticks once a second while the timer runs, and not otherwise; "Time's up!" when the last
    /// second goes, until the timer changes again.
    private func timerChanged(_ state: inout State, after outcome: MatchTimer.TickOutcome? = nil) -> Effect<Action> {
        switch outcome {
        case .timeUp: state.status = "Time's up!"
        case .counted, .ignored: break
        case nil: if state.timer.remaining != .zero { state.status = nil }
        }
        guard state.timer.state == .running else { return .cancel(id: CancelID.ticking) }
        // Already ticking: a tick leaves the clock as it is.
        return outcome == nil ? .every(.seconds(1), id: CancelID.ticking, send: .tick) : .none
    }
}
