import Domain
import Presentation

@MainActor
protocol ConfirmPlayersPresentationLogic: AnyObject {
    func presentLoading(response: ConfirmPlayers.Loading.Response)
    func presentTeams(response: ConfirmPlayers.Teams.Response)
    func presentStart(response: ConfirmPlayers.Start.Response)
}

/// Formats the teams as sections of names and position acronyms, and the error of a gather
/// that could not be made.
@MainActor
final class ConfirmPlayersPresenter: ConfirmPlayersPresentationLogic {
    weak var viewController: (any ConfirmPlayersDisplayLogic)?

    func presentLoading(response: ConfirmPlayers.Loading.Response) {
        viewController?.displayLoading(viewModel: .init(isLoading: response.isLoading))
    }

    func presentTeams(response: ConfirmPlayers.Teams.Response) {
        let picked = response.teams.contains { $0.team != .bench && !$0.players.isEmpty }
        viewController?.displayTeams(
            viewModel: .init(
                sections: response.teams.map { team, players in
                    .init(
                        title: team.title,
                        rows: players.map { .init(name: $0.name, position: $0.preferredPosition?.acronym ?? "-") })
                },
                highlight: response.moved,
                unsavedWork: picked ? "The teams you picked will be lost." : nil,
                moveLeftUnavailableReason: response.highlightedSection > 0 ? nil : "Already on the bench.",
                moveRightUnavailableReason: response.highlightedSection < response.teams.count - 1
                    ? nil : "Already in Team B.",
                startUnavailableReason: response.canStart ? nil : "Put at least one player in each team."
            ))
    }

    func presentStart(response: ConfirmPlayers.Start.Response) {
        guard let error = response.error else {
            viewController?.displayStart(viewModel: .init(status: nil, alert: nil, isStarted: true))
            return
        }
        let message =
            response.isUnconfirmed
            ? "Unable to confirm that the gather was created: it may have been. Start again: it will not make a second one."
            : "Unable to create gather."
        viewController?.displayStart(viewModel: .init(status: "\(error)", alert: .error(message), isStarted: false))
    }
}
