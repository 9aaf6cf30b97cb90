import Foundation
import TerminalUI

@MainActor
protocol CropRoutingLogic: AnyObject {
    func routeToCardDetails()
}

@MainActor
protocol CropDataPassing: AnyObject {
    var dataStore: (any CropDataStore)? { get }
}

/// Back to the card, past the library, with the photo cut, written into its data store.
@MainActor
final class CropRouter: CropRoutingLogic, CropDataPassing {
    var dataStore: (any CropDataStore)?
    private let navigation: any Navigating

    init(navigation: any Navigating) {
        self.navigation = navigation
    }

    func routeToCardDetails() {
        guard let photo = dataStore?.photo,
            let card = navigation.screens.last(where: { $0 is CardDetailsViewController })
                as? CardDetailsViewController,
            let destination = card.router?.dataStore
        else { return }
        passDataToCardDetails(photo, destination: destination)
        navigation.pop(to: card)
    }

    private func passDataToCardDetails(_ photo: Data, destination: any CardDetailsDataStore) {
        destination.newPhoto = photo
    }
}
