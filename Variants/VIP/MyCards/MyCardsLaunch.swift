import AppSupport
import TerminalUI

/// Where My Cards in VIP starts: the CardList scene, assembled from the environment's services
/// and the app's seams.
public enum MyCardsLaunch {
    @MainActor
    public static func firstScreen(in environment: AppEnvironment, seams: AppSeams) -> Screen {
        CardListConfigurator.assemble(dependencies: MyCardsDependencies(environment: environment, seams: seams))
    }
}
