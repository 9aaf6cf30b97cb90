import Domain
import Presentation
import TerminalUI

/// What Football Gather's screens are assembled from where a pattern assembles each screen in a
/// type of its own (VIPER's modules, VIP's scenes): the services and the app's seams. Each
/// assembly takes what its roles need from it; the routers that assemble the next screen hold it,
/// no other role does.
@MainActor
public struct GatherDependencies {
    public let auth: any AuthService
    public let settings: any SettingsStore
    public let players: any PlayersService
    public let gathers: any GathersService
    public let offersDemoAccount: Bool
    public let navigation: any Navigating
    public let work: any WorkRunning
    public let scheduler: any Scheduling

    public init(
        auth: any AuthService, settings: any SettingsStore, players: any PlayersService, gathers: any GathersService,
        offersDemoAccount: Bool, navigation: any Navigating, work: any WorkRunning, scheduler: any Scheduling
    ) {
        self.auth = auth
        self.settings = settings
        self.players = players
        self.gathers = gathers
        self.offersDemoAccount = offersDemoAccount
        self.navigation = navigation
        self.work = work
        self.scheduler = scheduler
    }

    public init(environment: AppEnvironment, seams: AppSeams) {
        self.init(
            auth: environment.auth, settings: environment.settings, players: environment.players,
            gathers: environment.gathers,
            offersDemoAccount: environment.offersDemoAccount, navigation: seams.navigation, work: seams.work,
            scheduler: seams.scheduler
        )
    }
}
