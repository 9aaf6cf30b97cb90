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
    weak var viewController: CardDetailsViewController?
    var dataStore: (any CardDetailsDataStore)?
    private let dependencies: MyCardsDependencies

    init(dependencies: MyCardsDependencies) {
        self.dependencies = dependencies
    }

    func routeToCardPhoto() {
        guard let chosen = dataStore?.chosenPhoto else { return }
        let destination = CardPhotoModule.assemble(dependencies: dependencies)
        guard let destinationStore = destination.router?.dataStore else { return }
        passDataToCardPhoto(chosen.photo, side: chosen.side, destination: destinationStore)
        dependencies.navigation.push(destination)
    }

    func routeToPhotoCapture() {
        dependencies.navigation.push(PhotoCaptureModule.assemble(dependencies: dependencies))
    }

    func routeToPhotoLibrary() {
        dependencies.navigation.push(PhotoLibraryModule.assemble(dependencies: dependencies))
    }

    func routeToCardList() {
        dependencies.navigation.pop()
    }

    private func passDataToCardPhoto(_ photo: Data, side: CardSide, destination: any CardPhotoDataStore) {
        destination.photo = photo
        destination.side = side
    }
}
