import AppSupport
import Domain
import Foundation
import TerminalUI

/// From a card to one of its photos, the camera or the photo library; back here with a photo;
/// away when the card is closed.
@MainActor
final class CardDetailsRouter: CardDetailsRouterProtocol {
    /// The card's own screen: where a photo comes back to.
    weak var view: Screen?
    private let dependencies: MyCardsDependencies

    init(dependencies: MyCardsDependencies) {
        self.dependencies = dependencies
    }

    func showPhoto(_ photo: Data, of side: CardSide) {
        dependencies.navigation.push(CardPhotoModule.assemble(photo: photo, side: side, dependencies: dependencies))
    }

    func showCamera(output: any PhotoCaptureModuleOutput) {
        dependencies.navigation.push(PhotoCaptureModule.assemble(output: output, dependencies: dependencies))
    }

    func showPhotoLibrary(output: any PhotoLibraryModuleOutput) {
        dependencies.navigation.push(PhotoLibraryModule.assemble(output: output, dependencies: dependencies))
    }

    func backToCard() {
        if let view { dependencies.navigation.pop(to: view) }
    }

    func close() {
        dependencies.navigation.pop()
    }
}
