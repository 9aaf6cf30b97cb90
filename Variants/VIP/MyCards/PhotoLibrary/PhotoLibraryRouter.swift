import Imaging
import TerminalUI

@MainActor
protocol PhotoLibraryRoutingLogic: AnyObject {
    func routeToCrop()
}

@MainActor
protocol PhotoLibraryDataPassing: AnyObject {
    var dataStore: (any PhotoLibraryDataStore)? { get }
}

/// From the library to cropping the image chosen, passing it and its name.
@MainActor
final class PhotoLibraryRouter: PhotoLibraryRoutingLogic, PhotoLibraryDataPassing {
    var dataStore: (any PhotoLibraryDataStore)?
    private let navigation: any Navigating

    init(navigation: any Navigating) {
        self.navigation = navigation
    }

    func routeToCrop() {
        guard let chosen = dataStore?.chosenImage else { return }
        let destination = CropConfigurator.assemble(navigation: navigation)
        guard let destinationStore = destination.router?.dataStore else { return }
        passDataToCrop(chosen.image, name: chosen.name, destination: destinationStore)
        navigation.push(destination)
    }

    private func passDataToCrop(_ image: PhotoToCrop, name: String, destination: any CropDataStore) {
        destination.image = image
        destination.name = name
    }
}
