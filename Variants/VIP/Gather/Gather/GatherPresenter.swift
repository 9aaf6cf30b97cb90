import Domain
import Presentation

@MainActor
protocol GatherPresentationLogic: AnyObject {
    func presentLoading(response: GatherScene.Loading.Response)
    func presentTeams(response: GatherScene.Teams.Response)
    func presentScore(response: GatherScene.ScoreChange.Response)
    func presentTimer(response: GatherScene.Timer.Response)
    func presentTimePicker(response: GatherScene.TimePicker.Response)
    func presentEndConfirmation(response: GatherScene.EndConfirmation.Response)
    func presentEnd(response: GatherScene.End.Response)
}

/// Formats Gather's responses: each team's lines, the time left and the timer's action,
/// "Time's up!", the picker's columns, the confirmation and the error of ending.
@MainActor
final class GatherPresenter: GatherPresentationLogic {
    weak var viewController: (any GatherDisplayLogic)?

    func presentLoading(response: GatherScene.Loading.Response) {
        viewController?.displayLoading(viewModel: .init(isLoading: response.isLoading))
    }

    func presentTeams(response: GatherScene.Teams.Response) {
        // Ctrl-C quits without asking: its help, and the words after it, say what goes.
        viewController?.displayTeams(
            viewModel: .init(
                teamA: response.teamA.map(Self.line(for:)), teamB: response.teamB.map(Self.line(for:)),
                unsavedWork: "The score is not saved until the gather ends."
            ))
    }

    func presentScore(response: GatherScene.ScoreChange.Response) {
        viewController?.displayScore(viewModel: .init(teamA: response.score.teamA, teamB: response.score.teamB))
    }

    /// "Time's up!" when the last second goes; it stays until the timer changes again.
    func presentTimer(response: GatherScene.Timer.Response) {
        let status: GatherScene.Timer.StatusChange
        switch response.tick {
        case .timeUp: status = .shown("Time's up!")
        case .counted, .ignored: status = .unchanged
        case nil: status = response.remaining != .zero ? .cleared : .unchanged
        }
        viewController?.displayTimer(
            viewModel: .init(
                time: response.remaining.text, actionTitle: response.action.title,
                actionUnavailableReason: response.actionUnavailableReason,
                cancelUnavailableReason: response.cancelUnavailableReason, status: status
            ))
    }

    func presentTimePicker(response: GatherScene.TimePicker.Response) {
        viewController?.displayTimePicker(
            viewModel: .init(
                title: "Set time",
                columns: [MatchTime.minuteRange.map { "\($0) min" }, MatchTime.secondRange.map { "\($0) sec" }],
                selection: [response.remaining.minutes, response.remaining.seconds]
            ))
    }

    func presentEndConfirmation(response: GatherScene.EndConfirmation.Response) {
        viewController?.displayEndConfirmation(
            viewModel: .init(
                alert: AlertContent(
                    title: "End Gather", message: "Are you sure you want to end the gather?",
                    buttons: [
                        .init("Yes", role: .destructive, identifier: GatherScene.EndConfirmation.endButton),
                        .init("Cancel", role: .cancel),
                    ])))
    }

    func presentEnd(response: GatherScene.End.Response) {
        guard let error = response.error else {
            viewController?.displayEnd(viewModel: .init(status: nil, alert: nil, isEnded: true))
            return
        }
        let message =
            response.isUnconfirmed
            ? "Unable to confirm that the result was saved: it may have been. End again to make sure."
            : "Unable to end gather. Please try again."
        viewController?.displayEnd(viewModel: .init(status: "\(error)", alert: .error(message), isEnded: false))
    }

    private static func line(for player: Player) -> String {
        "\(player.name)  \(player.preferredPosition?.acronym ?? "-")"
    }
}
