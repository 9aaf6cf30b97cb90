import Domain
import Foundation
import Presentation
import Observation

/// A gather in progress: the score, the match timer (a child view model of its own), and
/// ending the gather with its result.
@MainActor
@Observable
final class GatherViewModel {
    enum Route: Equatable {
        case gatherEnded
    }

    let timer = GatherTimerViewModel()
    let teamA: [String]
    let teamB: [String]
    private(set) var score = Score()
    private(set) var alert: AlertContent?
    private(set) var status: String?
    /// The request in flight: the view shows the loading indicator while there is one.
    let request = RequestState()
    @ObservationIgnored var onRoute: (Route) -> Void = { _ in }
    @ObservationIgnored private let gather: Gather.ID
    @ObservationIgnored private let gathers: any GathersService

    init(gather: Gather.ID, teamA: [Player], teamB: [Player], gathers: any GathersService) {
        self.gather = gather
        self.gathers = gathers
        self.teamA = teamA.map(Self.line(for:))
        self.teamB = teamB.map(Self.line(for:))
        timer.onChange = { [weak self] outcome in self?.timerDidChange(after: outcome) }
    }

    func setScore(teamA goals: Int) {
        score.teamA = goals
    }

    func setScore(teamB goals: Int) {
        score.teamB = goals
    }

    /// A gather is left by ending it, never by accident: this asks first.
    func requestEnd() {
        alert = AlertContent(title: "End Gather", message: "Are you sure you want to end the gather?", buttons: [
            .init("Yes", role: .destructive) { [weak self] in await self?.end() },
            .init("Cancel", role: .cancel),
        ])
    }

    func alertShown() {
        alert = nil
    }

    private func end() async {
        await request.run {
            do {
                try await gathers.end(gather, with: score)
            } catch {
                status = "\(error)"
                alert = .error("Unable to end gather. Please try again.")
                return
            }
            onRoute(.gatherEnded)
        }
    }

    /// "Time's up!" when the last second goes; it stays until the timer changes again.
    private func timerDidChange(after outcome: MatchTimer.TickOutcome?) {
        switch outcome {
        case .timeUp: status = "Time's up!"
        case .counted, .ignored: break
        case nil: if timer.timer.remaining != .zero { status = nil }
        }
    }

    private static func line(for player: Player) -> String {
        "\(player.name)  \(player.preferredPosition?.acronym ?? "-")"
    }
}
