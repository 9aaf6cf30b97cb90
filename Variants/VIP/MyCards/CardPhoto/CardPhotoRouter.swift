import TerminalUI

@MainActor
protocol CardPhotoRoutingLogic: AnyObject {
    func routeToCardDetails()
}

@MainActor
protocol CardPhotoDataPassing: AnyObject {
    var dataStore: (any CardPhotoDataStore)? { get }
}

/// Back to the card.
@MainActor
final class CardPhotoRouter: CardPhotoRoutingLogic, CardPhotoDataPassing {
    var dataStore: (any CardPhotoDataStore)?
    private let navigation: any Navigating

    init(navigation: any Navigating) {
        self.navigation = navigation
    }

    func routeToCardDetails() {
        navigation.pop()
    }
}
