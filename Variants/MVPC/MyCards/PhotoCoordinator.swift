import Camera
import Domain
import Foundation
import Imaging
import Presentation
import TerminalUI

/// One face's new photo, a child flow of `MyCardsCoordinator`: taken with the camera, or chosen
/// in the photo library and cropped. It hands the photo to its parent, which leaves its screens.
@MainActor
final class PhotoCoordinator: Coordinator {
    /// Where the photo comes from.
    enum Source {
        case camera
        case library
    }

    private(set) weak var firstScreen: Screen?
    private let source: Source
    private let side: CardSide
    private let camera: any Camera
    private let photosDirectory: String
    private let navigation: any Navigating
    private let scheduler: any Scheduling
    private let work: any WorkRunning
    private weak var output: (any PhotoCoordinatorOutput)?

    init(
        source: Source, side: CardSide, camera: any Camera, photosDirectory: String, navigation: any Navigating,
        scheduler: any Scheduling, work: any WorkRunning,
        output: any PhotoCoordinatorOutput
    ) {
        self.source = source
        self.side = side
        self.camera = camera
        self.photosDirectory = photosDirectory
        self.navigation = navigation
        self.scheduler = scheduler
        self.work = work
        self.output = output
    }

    /// The camera, or the photo library's starting folder.
    @discardableResult func start() -> Screen {
        let view: Screen =
            switch source {
            case .camera:
                PhotoCaptureView(
                    presenter: PhotoCapturePresenter(camera: camera, scheduler: scheduler, work: work, output: self))
            case .library: PhotoLibraryView(presenter: PhotoLibraryPresenter(directory: photosDirectory, output: self))
            }
        firstScreen = view
        navigation.push(view)
        return view
    }
}

extension PhotoCoordinator: PhotoCaptureOutput {
    func photoTaken(_ photo: Data) {
        output?.photoReady(photo, for: side)
    }
}

extension PhotoCoordinator: PhotoLibraryOutput {
    func imageChosen(_ image: PhotoToCrop, name: String) {
        navigation.push(CropView(presenter: CropPresenter(image: image, name: name, output: self)))
    }
}

extension PhotoCoordinator: CropOutput {
    func photoCropped(_ photo: Data) {
        output?.photoReady(photo, for: side)
    }
}
