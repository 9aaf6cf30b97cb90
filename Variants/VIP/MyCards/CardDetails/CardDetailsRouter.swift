import AppSupport
import Domain
import Foundation
import TerminalUI

@MainActor
protocol CardDetailsRoutingLogic: AnyObject {
    func routeToCardPhoto()
    func routeToPhotoCapture()
    func routeToPhotoLibrary()
    func routeToCardList()
}

@MainActor
protocol CardDetailsDataPassing: AnyObject {
    var dataStore: (any CardDetailsDataStore)? { get }
}

/// From a card to one of its photos, the camera or the photo library; back to the grid.
@MainActor
final class CardDetailsRouter: CardDetailsRoutingLogic, CardDetailsDataPassing {
    var dataStore: (any CardDetailsDataStore)?
    private let dependencies: MyCardsDependencies

    init(dependencies: MyCardsDependencies) {
        self.dependencies = dependencies
    }

    func routeToCardPhoto() {
        guard let chosen = dataStore?.chosenPhoto else { return }
        let destination = CardPhotoConfigurator.assemble(dependencies: dependencies)
        guard let destinationStore = destination.router?.dataStore else { return }
        passDataToCardPhoto(chosen.photo, side: chosen.side, destination: destinationStore)
        dependencies.navigation.push(destination)
    }

    func routeToPhotoCapture() {
        dependencies.navigation.push(PhotoCaptureConfigurator.assemble(dependencies: dependencies))
    }

    func routeToPhotoLibrary() {
        dependencies.navigation.push(PhotoLibraryConfigurator.assemble(dependencies: dependencies))
    }

    /// Back to the grid, passing it the changes on their way to the backend.
    func routeToCardList() {
        if let list = dependencies.navigation.screens.last(where: { $0 is CardListViewController })
            as? CardListViewController,
            let source = dataStore, let destination = list.router?.dataStore
        {
            passDataToCardList(source: source, destination: destination)
        }
        dependencies.navigation.pop()
    }

    private func passDataToCardList(source: any CardDetailsDataStore, destination: any CardListDataStore) {
        destination.uploads += source.uploads
    }

    private func passDataToCardPhoto(_ photo: Data, side: CardSide, destination: any CardPhotoDataStore) {
        destination.photo = photo
        destination.side = side
    }
}
