import AppSupport
import Domain
import Presentation
import TerminalUI

/// What Football Gather's modules are assembled from: the services and the app's seams. Each
/// module takes what its roles need from it; the routers that assemble the next module hold it,
/// no other role does.
@MainActor
struct GatherDependencies {
    let auth: any AuthService
    let settings: any SettingsStore
    let players: any PlayersService
    let gathers: any GathersService
    let offersDemoAccount: Bool
    let navigation: any Navigating
    let work: any WorkRunning
    let scheduler: any Scheduling

    init(
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

    init(environment: AppEnvironment, seams: AppSeams) {
        self.init(
            auth: environment.auth, settings: environment.settings, players: environment.players, gathers: environment.gathers,
            offersDemoAccount: environment.offersDemoAccount, navigation: seams.navigation, work: seams.work, scheduler: seams.scheduler
        )
    }
}
