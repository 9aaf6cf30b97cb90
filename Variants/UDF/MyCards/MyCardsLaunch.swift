import AppSupport
import Domain
import Presentation
import TerminalUI

/// Where My Cards in UDF starts: one store for the whole app, made from the environment's
/// services and running its effects on the app's seams, and the navigator that shows it; the
/// app keeps the navigator, which keeps the store, while it runs.
public enum MyCardsLaunch {
    @MainActor
    public static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart {
        let store = Store(
            initialState: AppFeature.State(
                photosDirectory: environment.photosDirectory, showsDemoHint: environment.offersDemoAccount,
                isSignedIn: environment.isSignedIn
            ),
            reducer: AppFeature(
                auth: environment.auth, settings: environment.settings,
                cards: environment.cards, sync: CardSync(store: environment.cards, remote: environment.cardSync),
                camera: environment.camera
            ),
            work: seams.work, scheduler: seams.scheduler
        )
        let navigator = MyCardsNavigator(store: store, navigation: seams.navigation)
        return AppStart(firstScreen: navigator.start(), flowOwner: navigator)
    }
}
