import Domain
import Presentation
import TerminalUI

/// Football Gather's flow, the root coordinator, the one role that knows the whole app: it makes
/// each screen's view model and view, shows it, and takes back what the view model tells it —
/// where the user asked to go, a result another screen waits for. The app keeps it; view models
/// hold it weakly as their output, and it holds weakly the view models it tells again later. A
/// gather, from its teams to its end, is a flow of its own: a `MatchCoordinator`, kept in
/// `childCoordinators` until the navigation shows that its teams screen has left — the gather
/// ended, or the user backed out of the teams.
@MainActor
final class GatherCoordinator: Coordinator {
    /// The child flows running, each until the navigation no longer shows its first screen.
    var childCoordinators: [any Coordinator] = []
    private(set) weak var firstScreen: Screen?
    private let auth: any AuthService
    private let settings: any SettingsStore
    private let players: any PlayersService
    private let gathers: any GathersService
    private let offersDemoAccount: Bool
    private let navigation: any Navigating
    private let work: any WorkRunning
    private let scheduler: any Scheduling
    /// The screens results come back to.
    private weak var playerList: PlayerListViewModel?
    private weak var playerListView: Screen?
    private weak var playerDetail: PlayerDetailViewModel?

    init(
        auth: any AuthService, settings: any SettingsStore, players: any PlayersService, gathers: any GathersService,
        offersDemoAccount: Bool, seams: AppSeams
    ) {
        self.auth = auth
        self.settings = settings
        self.players = players
        self.gathers = gathers
        self.offersDemoAccount = offersDemoAccount
        navigation = seams.navigation
        work = seams.work
        scheduler = seams.scheduler
    }

    /// The login, the screen the app starts on; from now on the navigation tells this coordinator
    /// each screen it shows.
    @discardableResult func start() -> Screen {
        navigation.delegate = self
        let view = LoginView(
            viewModel: LoginViewModel(auth: auth, settings: settings, showsDemoHint: offersDemoAccount, output: self))
        firstScreen = view
        return view
    }
}

extension GatherCoordinator: LoginOutput {
    func loggedIn() {
        let viewModel = PlayerListViewModel(players: players, auth: auth, work: work, output: self)
        let view = PlayerListView(viewModel: viewModel)
        playerList = viewModel
        playerListView = view
        navigation.push(view)
    }
}

extension GatherCoordinator: PlayerListOutput {
    func playerChosen(_ player: Player) {
        let viewModel = PlayerDetailViewModel(player: player, output: self)
        playerDetail = viewModel
        navigation.push(PlayerDetailView(viewModel: viewModel))
    }

    func addPlayerChosen() {
        navigation.push(PlayerAddView(viewModel: PlayerAddViewModel(players: players, output: self)))
    }

    func playersConfirmed(_ chosen: [Player]) {
        let matchCoordinator = MatchCoordinator(
            players: chosen, gathers: gathers, navigation: navigation, scheduler: scheduler, output: self)
        matchCoordinator.start()
        childCoordinators.append(matchCoordinator)
    }

    func loggedOut() {
        navigation.pop()
    }
}

extension GatherCoordinator: MatchCoordinatorOutput {
    /// Back to the players, which leave select mode; the gather's screens go, and its flow with them.
    func gatherEnded() {
        playerList?.gatherEnded()
        if let playerListView { navigation.pop(to: playerListView) }
    }
}

extension GatherCoordinator: PlayerAddOutput {
    /// Back to the list, which loads again to show the new player.
    func playerAdded() {
        playerList?.playerAdded()
        navigation.pop()
    }
}

extension GatherCoordinator: PlayerDetailOutput {
    func fieldChosen(_ field: PlayerField, of player: Player) {
        navigation.push(
            PlayerEditView(viewModel: PlayerEditViewModel(field: field, player: player, players: players, output: self))
        )
    }
}

extension GatherCoordinator: PlayerEditOutput {
    /// The details show the player as saved, as does the list; back to the details.
    func playerEdited(_ player: Player) {
        playerDetail?.playerUpdated(player)
        playerList?.playerUpdated(player)
        navigation.pop()
    }

    /// The details and the list show the player as it is now; the edit stays on screen.
    func playerChangedElsewhere(_ current: Player) {
        playerDetail?.playerUpdated(current)
        playerList?.playerUpdated(current)
    }

    /// Back to the list, which loads again without the player (or with it added again).
    func playerDeletedElsewhere() {
        playerList?.playerDeletedElsewhere()
        if let playerListView { navigation.pop(to: playerListView) }
    }
}

extension GatherCoordinator: NavigationDelegate {
    /// A child whose flow has left the screen — ended, or backed out of with Esc — is let go.
    func navigation(_ navigation: any Navigating, didShow screen: Screen) {
        childCoordinators.releaseLeftBehind(by: navigation)
    }
}
