import AppSupport
import Camera
import Domain
import Foundation
import Imaging
import Presentation
import TerminalUI

/// My Cards' flow: makes each screen (view model and view), listens to its view model's
/// routes, and performs them on the navigation stack. The view models never navigate.
@MainActor
final class MyCardsCoordinator {
    private let cards: any CardStore
    private let sync: CardSync
    private let camera: any Camera
    private let photosDirectory: String
    private let navigation: any Navigating
    private let work: any WorkRunning
    private let scheduler: any Scheduling

    init(environment: AppEnvironment, seams: AppSeams) {
        navigation = seams.navigation
        work = seams.work
        scheduler = seams.scheduler
        cards = environment.cards
        sync = CardSync(store: environment.cards, remote: environment.cardSync)
        camera = environment.camera
        photosDirectory = environment.photosDirectory
    }

    /// The card list, the screen the app starts on.
    func start() -> Screen {
        let viewModel = CardListViewModel(cards: cards, sync: sync)
        let view = CardListView(viewModel: viewModel)
        viewModel.onRoute = { [self, weak viewModel] route in
            guard let viewModel else { return }
            switch route {
            case .cardChosen(let card): showCardDetails(of: card, mode: .normal, list: viewModel)
            case .newCardChosen: showCardDetails(of: Card(), mode: .create, list: viewModel)
            }
        }
        return view
    }

    private func showCardDetails(of card: Card, mode: CardDetailsMode, list: CardListViewModel) {
        let viewModel = CardDetailsViewModel(mode: mode, card: card, sync: sync)
        let view = CardDetailsView(viewModel: viewModel)
        viewModel.onRoute = { [self, weak viewModel, weak view, weak list] route in
            switch route {
            case .facePhotoChosen(let side, let photo):
                showCardPhoto(photo, of: side)
            case .cameraChosen(let side):
                showPhotoCapture { photo in
                    viewModel?.photoTaken(photo, for: side)
                    if let view { self.navigation.pop(to: view) }
                }
            case .photoLibraryChosen(let side):
                showPhotoLibrary { photo in
                    viewModel?.photoTaken(photo, for: side)
                    if let view { self.navigation.pop(to: view) }
                }
            case .saved(let card, let wasNew):
                work.perform(showingLoading: false) { await list?.cardSaved(card) }
                if wasNew { navigation.pop() }
            case .deleted(let card):
                work.perform(showingLoading: false) { await list?.cardDeleted(card) }
                navigation.pop()
            case .dismissed:
                navigation.pop()
            }
        }
        navigation.push(view)
    }

    private func showCardPhoto(_ photo: Data, of side: CardSide) {
        let viewModel = CardPhotoViewModel(side: side, photo: photo)
        viewModel.onRoute = { [self] route in
            switch route {
            case .dismissed: navigation.pop()
            }
        }
        navigation.push(CardPhotoView(viewModel: viewModel))
    }

    private func showPhotoCapture(onPhotoTaken: @escaping (Data) -> Void) {
        let viewModel = PhotoCaptureViewModel(camera: camera, scheduler: scheduler, work: work)
        viewModel.onRoute = { route in
            switch route {
            case .photoTaken(let photo): onPhotoTaken(photo)
            }
        }
        navigation.push(PhotoCaptureView(viewModel: viewModel))
    }

    private func showPhotoLibrary(onPhotoChosen: @escaping (Data) -> Void) {
        let viewModel = PhotoLibraryViewModel(directory: photosDirectory)
        viewModel.onRoute = { [self] route in
            switch route {
            case .imageChosen(let image, let name): showCrop(of: image, name: name, onPhotoCropped: onPhotoChosen)
            }
        }
        navigation.push(PhotoLibraryView(viewModel: viewModel))
    }

    private func showCrop(of image: PhotoToCrop, name: String, onPhotoCropped: @escaping (Data) -> Void) {
        let viewModel = CropViewModel(image: image, name: name)
        viewModel.onRoute = { route in
            switch route {
            case .photoCropped(let photo): onPhotoCropped(photo)
            }
        }
        navigation.push(CropView(viewModel: viewModel))
    }
}
