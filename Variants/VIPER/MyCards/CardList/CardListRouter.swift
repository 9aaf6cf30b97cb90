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

    func showCardDetails(of card: Card, output: any CardDetailsModuleOutput) {
        dependencies.navigation.push(CardDetailsModule.assemble(card: card, mode: .normal, output: output, dependencies: dependencies))
    }

    func showNewCard(output: any CardDetailsModuleOutput) {
        dependencies.navigation.push(CardDetailsModule.assemble(card: Card(), mode: .create, output: output, dependencies: dependencies))
    }
}
