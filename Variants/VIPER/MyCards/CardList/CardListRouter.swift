import AppSupport
import Domain
import Presentation
import TerminalUI

/// From the grid to a card, shown or new; after a logout, to Login in its place.
@MainActor
final class CardListRouter: CardListRouterProtocol {
    private let dependencies: MyCardsDependencies

    init(dependencies: MyCardsDependencies) {
        self.dependencies = dependencies
    }

    func showCardDetails(_ input: CardDetailsInput) {
        dependencies.navigation.push(CardDetailsModule.assemble(input, dependencies: dependencies))
    }

    func showLogin() {
        dependencies.navigation.setRoot(LoginModule.assemble(dependencies: dependencies))
    }
}
