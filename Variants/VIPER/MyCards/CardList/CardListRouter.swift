import AppSupport
import Domain
import Presentation
import TerminalUI

/// From the grid to a card, shown or new.
@MainActor
final class CardListRouter: CardListRouterProtocol {
    private let dependencies: MyCardsDependencies

    init(dependencies: MyCardsDependencies) {
        self.dependencies = dependencies
    }

    func showCardDetails(_ input: CardDetailsInput) {
        dependencies.navigation.push(CardDetailsModule.assemble(input, dependencies: dependencies))
    }
}
