import AppSupport
import Domain
import TerminalUI

/// Where My Cards in MVC starts: the card list, wired to the environment's services.
public enum MyCardsLaunch {
    @MainActor
    public static func firstScreen(in environment: AppEnvironment) -> Screen {
        CardListController(
            cards: environment.cards,
            sync: CardSync(store: environment.cards, remote: environment.cardSync),
            camera: environment.camera,
            photosDirectory: environment.photosDirectory
        )
    }
}
