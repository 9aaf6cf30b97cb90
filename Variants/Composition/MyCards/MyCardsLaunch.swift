import AppSupport
import Domain
import TerminalUI

/// Where My Cards in MVC-Composition starts: the card list when a remembered session signed the
/// app in, else the login, wired to the environment's services.
public enum MyCardsLaunch {
    @MainActor
    public static func firstScreen(in environment: AppEnvironment) -> Screen {
        let sync = CardSync(store: environment.cards, remote: environment.cardSync)
        guard environment.isSignedIn else {
            return LoginController(
                auth: environment.auth, settings: environment.settings,
                offersDemoAccount: environment.offersDemoAccount,
                cards: environment.cards, sync: sync, camera: environment.camera,
                photosDirectory: environment.photosDirectory
            )
        }
        return CardListController(
            cards: environment.cards, sync: sync, camera: environment.camera,
            photosDirectory: environment.photosDirectory,
            auth: environment.auth, settings: environment.settings, offersDemoAccount: environment.offersDemoAccount
        )
    }
}
