import AppSupport
import TerminalUI

/// Where Football Gather in MVP-C starts: its coordinator, made from the environment's services
/// and the running app's seams, shows the login.
public enum GatherLaunch {
    @MainActor
    public static func firstScreen(in environment: AppEnvironment, seams: AppSeams) -> Screen {
        GatherCoordinator(
            auth: environment.auth, settings: environment.settings, players: environment.players, gathers: environment.gathers,
            offersDemoAccount: environment.offersDemoAccount, seams: seams
        ).start()
    }
}
