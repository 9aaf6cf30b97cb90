import AppSupport
import TerminalUI

/// Where My Cards in VIPER starts: the Login module (or the CardList module, when a remembered
/// session signed the app in), assembled from the environment's services and the app's seams.
public enum MyCardsLaunch {
    @MainActor
    public static func firstScreen(in environment: AppEnvironment, seams: AppSeams) -> Screen {
        let dependencies = MyCardsDependencies(environment: environment, seams: seams)
        return dependencies.isSignedIn
            ? CardListModule.assemble(dependencies: dependencies) : LoginModule.assemble(dependencies: dependencies)
    }
}
