import AppSupport
import Domain
import TerminalUI

/// Where My Cards in MVP starts: the login's presenter and view (or the card list's, when a
/// remembered session signed the app in), wired to the environment's services. Each view builds
/// the screens it leads to, as iOS MVP does with segues.
public enum MyCardsLaunch {
    @MainActor
    public static func firstScreen(in environment: AppEnvironment, seams: AppSeams) -> Screen {
        let dependencies = MyCardsDependencies(environment: environment, seams: seams)
        return environment.isSignedIn ? CardListView.make(with: dependencies) : LoginView.make(with: dependencies)
    }
}
