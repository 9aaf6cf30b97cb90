import AppSupport
import Presentation
import TerminalUI

/// Where Football Gather in UDF starts: one store for the whole app, made from the environment's
/// services and running its effects on the app's seams, and the navigator that shows it; the
/// app keeps the navigator, which keeps the store, while it runs.
public enum GatherLaunch {
    @MainActor
    public static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart {
        let store = Store(
            initialState: AppFeature.State(showsDemoHint: environment.offersDemoAccount),
            reducer: AppFeature(
                auth: environment.auth, settings: environment.settings, players: environment.players,
                gathers: environment.gathers),
            work: seams.work, scheduler: seams.scheduler
        )
        let navigator = GatherNavigator(store: store, navigation: seams.navigation)
        return AppStart(firstScreen: navigator.start(), flowOwner: navigator)
    }
}
