import AppSupport
import TerminalUI

/// Where Football Gather in MVC-Composition starts: the login, wired to the environment's services.
public enum GatherLaunch {
    @MainActor
    public static func firstScreen(in environment: AppEnvironment) -> Screen {
        LoginController(
            auth: environment.auth,
            settings: environment.settings,
            players: environment.players,
            gathers: environment.gathers,
            offersDemoAccount: environment.offersDemoAccount
        )
    }
}
