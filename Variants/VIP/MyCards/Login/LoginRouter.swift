import AppSupport
import TerminalUI

@MainActor
protocol LoginRoutingLogic: AnyObject {
    func routeToCardList()
}

/// From Login to the cards, which are the app's first screen while signed in: q there quits,
/// the session kept if it is remembered.
@MainActor
final class LoginRouter: LoginRoutingLogic {
    private let dependencies: MyCardsDependencies

    init(dependencies: MyCardsDependencies) {
        self.dependencies = dependencies
    }

    func routeToCardList() {
        dependencies.navigation.setRoot(CardListConfigurator.assemble(dependencies: dependencies))
    }
}
