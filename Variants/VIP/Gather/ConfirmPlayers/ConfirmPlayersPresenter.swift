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
        viewController?.displayTeams(viewModel: .init(
            sections: response.teams.map { team, players in
                .init(title: team.title, rows: players.map { .init(name: $0.name, position: $0.preferredPosition?.acronym ?? "-") })
            },
            isStartEnabled: response.canStart,
            highlight: response.moved
        ))
    }

    func presentStart(response: ConfirmPlayers.Start.Response) {
        guard let error = response.error else {
            viewController?.displayStart(viewModel: .init(status: nil, alert: nil, isStarted: true))
            return
        }
        viewController?.displayStart(viewModel: .init(status: "\(error)", alert: .error("Unable to create gather."), isStarted: false))
    }
}
