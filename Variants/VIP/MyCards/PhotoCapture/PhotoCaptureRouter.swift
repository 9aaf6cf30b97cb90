import Foundation
import TerminalUI

@MainActor
protocol PhotoCaptureRoutingLogic: AnyObject {
    func routeToCardDetails()
}

@MainActor
protocol PhotoCaptureDataPassing: AnyObject {
    var dataStore: (any PhotoCaptureDataStore)? { get }
}

/// Back to the card with the photo taken, written into its data store.
@MainActor
final class PhotoCaptureRouter: PhotoCaptureRoutingLogic, PhotoCaptureDataPassing {
    var dataStore: (any PhotoCaptureDataStore)?
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
