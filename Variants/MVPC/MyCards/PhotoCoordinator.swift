import Camera
import Foundation
import Imaging
import Presentation
import TerminalUI

/// One face's new photo, a child flow of `MyCardsCoordinator`: taken with the camera, or chosen
/// in the photo library and cropped. It hands the photo to its parent, which leaves its screens.
@MainActor
final class PhotoCoordinator {
    private let camera: any Camera
    private let photosDirectory: String
    private let navigation: any Navigating
    private let scheduler: any Scheduling
    private let work: any WorkRunning
    private let onPhotoReady: (Data) -> Void

    init(
        camera: any Camera, photosDirectory: String, navigation: any Navigating, scheduler: any Scheduling, work: any WorkRunning,
        onPhotoReady: @escaping (Data) -> Void
    ) {
        self.camera = camera
        self.photosDirectory = photosDirectory
        self.navigation = navigation
        self.scheduler = scheduler
        self.work = work
        self.onPhotoReady = onPhotoReady
    }

    func startWithCamera() {
        navigation.push(PhotoCaptureView(presenter: PhotoCapturePresenter(camera: camera, scheduler: scheduler, work: work, output: self)))
    }

    func startWithLibrary() {
        navigation.push(PhotoLibraryView(presenter: PhotoLibraryPresenter(directory: photosDirectory, output: self)))
    }
}

extension PhotoCoordinator: PhotoCaptureOutput {
    func photoTaken(_ photo: Data) {
        onPhotoReady(photo)
    }
}

extension PhotoCoordinator: PhotoLibraryOutput {
    func imageChosen(_ image: PhotoToCrop, name: String) {
        navigation.push(CropView(presenter: CropPresenter(image: image, name: name, output: self)))
    }
}

extension PhotoCoordinator: CropOutput {
    func photoCropped(_ photo: Data) {
        onPhotoReady(photo)
    }
}
