import Domain
import Presentation
import TerminalUI

/// Football Gather's flow, the one role that knows the whole app: it makes each screen's
/// presenter and view, shows it, and takes back what the presenter tells it — where the user
/// asked to go, a result another screen waits for. Presenters hold it as their output and views
/// hold only their presenter and widgets, so it lives as long as a screen of its flow; the
/// presenters it tells again later it holds weakly. A gather, from its teams to its end, is a
/// flow of its own: a `MatchCoordinator`, held by its screens as this one is by its own, so it
/// goes with them — when the gather ends, or when the user backs out of the teams.
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
    /// The screens results come back to.
    private weak var playerList: PlayerListPresenter?
    private weak var playerListView: Screen?
    private weak var playerDetail: PlayerDetailPresenter?
    /// The gather being played, from its teams to its end, while its screens are shown.
    private(set) weak var matchCoordinator: MatchCoordinator?

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

    /// The login, the screen the app starts on.
    func start() -> Screen {
        LoginView(presenter: LoginPresenter(auth: auth, settings: settings, showsDemoHint: offersDemoAccount, output: self))
    }
}

extension GatherCoordinator: LoginOutput {
    func loggedIn() {
        let presenter = PlayerListPresenter(players: players, auth: auth, output: self)
        let view = PlayerListView(presenter: presenter)
        playerList = presenter
        playerListView = view
        navigation.push(view)
    }
}

extension GatherCoordinator: PlayerListOutput {
    func playerChosen(_ player: Player) {
        let presenter = PlayerDetailPresenter(player: player, output: self)
        playerDetail = presenter
        navigation.push(PlayerDetailView(presenter: presenter))
    }

    func addPlayerChosen() {
        navigation.push(PlayerAddView(presenter: PlayerAddPresenter(players: players, output: self)))
    }

    func playersConfirmed(_ chosen: [Player]) {
        let matchCoordinator = MatchCoordinator(gathers: gathers, navigation: navigation, scheduler: scheduler) { [weak self] in
            self?.gatherEnded()
        }
        self.matchCoordinator = matchCoordinator
        matchCoordinator.start(with: chosen)
    }

    func loggedOut() {
        navigation.pop()
    }
}

private extension GatherCoordinator {
    /// Back to the players, which leave select mode; the gather's screens, and its flow, go.
    func gatherEnded() {
        playerList?.gatherEnded()
        if let playerListView { navigation.pop(to: playerListView) }
    }
}

extension GatherCoordinator: PlayerAddOutput {
    /// Back to the list, which loads again in the background.
    func playerAdded() {
        navigation.pop()
        work.perform(showingLoading: false) { [weak self] in await self?.playerList?.playerAdded() }
    }
}

extension GatherCoordinator: PlayerDetailOutput {
    func fieldChosen(_ field: PlayerField, of player: Player) {
        navigation.push(PlayerEditView(presenter: PlayerEditPresenter(field: field, player: player, players: players, output: self)))
    }
}

extension GatherCoordinator: PlayerEditOutput {
    /// Back to the details, which show the player as saved, as does the list.
    func playerEdited(_ player: Player) {
        navigation.pop()
        playerDetail?.playerUpdated(player)
        playerList?.playerUpdated(player)
    }
}
