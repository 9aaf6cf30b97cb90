import Imaging
import TerminalUI

/// From the library to cropping the image chosen.
@MainActor
final class PhotoLibraryRouter: PhotoLibraryRouterProtocol {
    private let navigation: any Navigating

    init(navigation: any Navigating) {
        self.navigation = navigation
    }

    func showCrop(of image: PhotoToCrop, name: String, output: any CropModuleOutput) {
        navigation.push(CropModule.assemble(image: image, name: name, output: output))
    }
}
