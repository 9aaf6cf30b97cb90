import AppSupport
import Domain
import TerminalUI

/// Where My Cards in MVP-C starts: the root coordinator, made from the environment's services
/// and the running app's seams, shows the login (or the cards, when a remembered session signed
/// the app in), and the app keeps it while it runs.
public enum MyCardsLaunch {
    @MainActor
    public static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart {
        let coordinator = MyCardsCoordinator(
            auth: environment.auth, settings: environment.settings, offersDemoAccount: environment.offersDemoAccount,
            startsSignedIn: environment.isSignedIn, cards: environment.cards,
            sync: CardSync(store: environment.cards, remote: environment.cardSync), camera: environment.camera,
            photosDirectory: environment.photosDirectory, seams: seams
        )
        return AppStart(firstScreen: coordinator.start(), flowOwner: coordinator)
    }
}
