import AppSupport
import Domain
import TerminalUI

/// Where My Cards in MVP starts: the card list's presenter and view, wired to the environment's
/// services. Each view builds the screens it leads to, as iOS MVP does with segues.
public enum MyCardsLaunch {
    @MainActor
    public static func firstScreen(in environment: AppEnvironment, seams: AppSeams) -> Screen {
        let sync = CardSync(store: environment.cards, remote: environment.cardSync)
        let presenter = CardListPresenter(cards: environment.cards, sync: sync)
        return CardListView(presenter: presenter, sync: sync, camera: environment.camera, photosDirectory: environment.photosDirectory, seams: seams)
    }
}
