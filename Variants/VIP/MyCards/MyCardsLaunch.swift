import AppSupport
import TerminalUI

/// Where My Cards in VIP starts: the Login scene (or the CardList scene, when a remembered
/// session signed the app in), assembled from the environment's services and the app's seams.
public enum MyCardsLaunch {
    @MainActor
    public static func firstScreen(in environment: AppEnvironment, seams: AppSeams) -> Screen {
        let dependencies = MyCardsDependencies(environment: environment, seams: seams)
        return dependencies.isSignedIn
            ? CardListConfigurator.assemble(dependencies: dependencies)
            : LoginConfigurator.assemble(dependencies: dependencies)
    }
}
