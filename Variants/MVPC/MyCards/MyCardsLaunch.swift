import AppSupport
import Domain
import TerminalUI

/// Where My Cards in MVP-C starts: its coordinator, made from the environment's services and the
/// running app's seams, shows the card list.
public enum MyCardsLaunch {
    @MainActor
    public static func firstScreen(in environment: AppEnvironment, seams: AppSeams) -> Screen {
        MyCardsCoordinator(
            cards: environment.cards, sync: CardSync(store: environment.cards, remote: environment.cardSync), camera: environment.camera,
            photosDirectory: environment.photosDirectory, seams: seams
        ).start()
    }
}
