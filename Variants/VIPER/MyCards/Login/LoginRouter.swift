import AppSupport
import TerminalUI

/// From Login to the cards, which are the app's first screen while signed in: q there quits,
/// the session kept if it is remembered.
@MainActor
final class LoginRouter: LoginRouterProtocol {
    private let dependencies: MyCardsDependencies

    init(dependencies: MyCardsDependencies) {
        self.dependencies = dependencies
    }

    func showCardList() {
        dependencies.navigation.setRoot(CardListModule.assemble(dependencies: dependencies))
    }
}
