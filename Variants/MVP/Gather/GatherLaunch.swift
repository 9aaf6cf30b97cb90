import AppSupport
import TerminalUI

/// Where Football Gather in MVP starts: the login's presenter and view, wired to the
/// environment's services. Each view builds the screens it leads to, as iOS MVP does with segues.
public enum GatherLaunch {
    @MainActor
    public static func firstScreen(in environment: AppEnvironment, seams: AppSeams) -> Screen {
        let presenter = LoginPresenter(
            auth: environment.auth, settings: environment.settings, showsDemoHint: environment.offersDemoAccount)
        return LoginView(
            presenter: presenter, players: environment.players, gathers: environment.gathers, auth: environment.auth,
            scheduler: seams.scheduler)
    }
}
