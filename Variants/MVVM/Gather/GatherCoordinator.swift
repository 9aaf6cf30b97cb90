import AppSupport
import Domain
import Presentation
import TerminalUI

/// Football Gather's flow: makes each screen (view model and view), listens to its view
/// model's routes, and performs them on the navigation stack. The view models never navigate.
@MainActor
final class GatherCoordinator {
    private let auth: any AuthService
    private let settings: any SettingsStore
    private let players: any PlayersService
    private let gathers: any GathersService
    private let offersDemoAccount: Bool
    private let navigation: any Navigating
    private let work: any WorkRunning
    private let scheduler: any Scheduling

    init(environment: AppEnvironment, seams: AppSeams) {
        navigation = seams.navigation
        work = seams.work
        scheduler = seams.scheduler
        auth = environment.auth
        settings = environment.settings
        players = environment.players
        gathers = environment.gathers
        offersDemoAccount = environment.offersDemoAccount
    }

    /// The login, the screen the app starts on.
    func start() -> Screen {
        let viewModel = LoginViewModel(auth: auth, settings: settings, showsDemoHint: offersDemoAccount)
        let view = LoginView(viewModel: viewModel)
        viewModel.onRoute = { [self] route in
            switch route {
            case .loggedIn: showPlayerList()
            }
        }
        return view
    }

    private func showPlayerList() {
        let viewModel = PlayerListViewModel(players: players, auth: auth)
        let view = PlayerListView(viewModel: viewModel)
        viewModel.onRoute = { [self, weak view, weak viewModel] route in
            switch route {
            case .playerChosen(let player):
                showPlayerDetail(of: player) { viewModel?.playerUpdated($0) }
            case .addPlayerChosen:
                showPlayerAdd { [work] in work.perform(showingLoading: false) { await viewModel?.reload() } }
            case .playersConfirmed(let chosen):
                showConfirmPlayers(chosen) {
                    viewModel?.gatherEnded()
                    if let view { self.navigation.pop(to: view) }
                }
            case .loggedOut:
                navigation.pop()
            }
        }
        navigation.push(view)
    }

    private func showPlayerAdd(onPlayerAdded: @escaping () -> Void) {
        let viewModel = PlayerAddViewModel(players: players)
        viewModel.onRoute = { [self] route in
            switch route {
            case .playerAdded:
                onPlayerAdded()
                navigation.pop()
            }
        }
        navigation.push(PlayerAddView(viewModel: viewModel))
    }

    private func showPlayerDetail(of player: Player, onPlayerUpdated: @escaping (Player) -> Void) {
        let viewModel = PlayerDetailViewModel(player: player)
        viewModel.onRoute = { [self, weak viewModel] route in
            switch route {
            case .fieldChosen(let field, let player):
                showPlayerEdit(field, of: player) { updated in
                    viewModel?.playerUpdated(updated)
                    onPlayerUpdated(updated)
                }
            }
        }
        navigation.push(PlayerDetailView(viewModel: viewModel))
    }

    private func showPlayerEdit(_ field: PlayerField, of player: Player, onPlayerUpdated: @escaping (Player) -> Void) {
        let viewModel = PlayerEditViewModel(field: field, player: player, players: players)
        viewModel.onRoute = { [self] route in
            switch route {
            case .playerUpdated(let updated):
                onPlayerUpdated(updated)
                navigation.pop()
            case .playerChangedElsewhere(let current):
                onPlayerUpdated(current)
            }
        }
        navigation.push(PlayerEditView(viewModel: viewModel))
    }

    private func showConfirmPlayers(_ chosen: [Player], onGatherEnded: @escaping () -> Void) {
        let viewModel = ConfirmPlayersViewModel(players: chosen, gathers: gathers)
        viewModel.onRoute = { [self] route in
            switch route {
            case .gatherStarted(let gather, let teamA, let teamB):
                showGather(gather, teamA: teamA, teamB: teamB, onGatherEnded: onGatherEnded)
            }
        }
        navigation.push(ConfirmPlayersView(viewModel: viewModel))
    }

    private func showGather(_ gather: Gather.ID, teamA: [Player], teamB: [Player], onGatherEnded: @escaping () -> Void) {
        let viewModel = GatherViewModel(gather: gather, teamA: teamA, teamB: teamB, gathers: gathers, scheduler: scheduler)
        viewModel.onRoute = { route in
            switch route {
            case .gatherEnded: onGatherEnded()
            }
        }
        navigation.push(GatherView(viewModel: viewModel))
    }
}
