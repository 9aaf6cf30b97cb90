import AppSupport
import TerminalUI

/// Where Football Gather in MVP-C starts: the root coordinator, made from the environment's
/// services and the running app's seams, shows the login, and the app keeps it while it runs.
public enum GatherLaunch {
    @MainActor
    public static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart {
        let coordinator = GatherCoordinator(
            auth: environment.auth, settings: environment.settings, players: environment.players,
            gathers: environment.gathers,
            offersDemoAccount: environment.offersDemoAccount, seams: seams
        )
        return AppStart(firstScreen: coordinator.start(), flowOwner: coordinator)
    }
}
