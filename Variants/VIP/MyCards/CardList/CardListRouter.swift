import AppSupport
import Domain
import Presentation
import TerminalUI

@MainActor
protocol CardListRoutingLogic: AnyObject {
    func routeToCardDetails()
    func routeToNewCard()
    func routeToLogin()
}

@MainActor
protocol CardListDataPassing: AnyObject {
    var dataStore: (any CardListDataStore)? { get }
}

/// From the grid to a card, passing it shown, or an empty one to make; after a logout, to Login
/// in the cards' place.
@MainActor
final class CardListRouter: CardListRoutingLogic, CardListDataPassing {
    var dataStore: (any CardListDataStore)?
    private let dependencies: MyCardsDependencies

    init(dependencies: MyCardsDependencies) {
        self.dependencies = dependencies
    }

    func routeToCardDetails() {
        guard let card = dataStore?.openedCard else { return }
        show(card, mode: .normal)
    }

    func routeToNewCard() {
        show(Card(), mode: .create)
    }

    func routeToLogin() {
        dependencies.navigation.setRoot(LoginConfigurator.assemble(dependencies: dependencies))
    }

    private func show(_ card: Card, mode: CardDetailsMode) {
        let destination = CardDetailsConfigurator.assemble(dependencies: dependencies)
        guard let destinationStore = destination.router?.dataStore else { return }
        passDataToCardDetails(card, mode: mode, destination: destinationStore)
        dependencies.navigation.push(destination)
    }

    private func passDataToCardDetails(_ card: Card, mode: CardDetailsMode, destination: any CardDetailsDataStore) {
        destination.card = card
        destination.mode = mode
    }
}
