import Camera
import Domain
import Imaging
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Photo capture presenter")
struct PhotoCapturePresenterTests {
    @Test func theCameraLineTheOutlineAndTheErrorTexts() {
        let display = PhotoCaptureDisplaySpy()
        let sut = PhotoCapturePresenter()
        sut.viewController = display

        sut.presentSettings(response: .init(cameraName: nil, flash: .auto))
        sut.presentFrame(
            response: .init(frame: RGBImage(width: 160, height: 100) { _, _ in RGB(red: 0, green: 0, blue: 0) }))
        sut.presentFailure(response: .camera(.noCameraAvailable))
        sut.presentFailure(response: .noOtherCamera)

        #expect(display.settings?.cameraLine == "Camera: none   Flash: Auto")
        #expect(display.settings?.flashKeyTitle == "Flash: Auto")
        #expect(display.outline == Imaging.CardPhoto.outline(in: ImageSize(width: 160, height: 100)))
        #expect(display.failures.map { $0.alert?.message } == ["No camera is available.", nil])
        #expect(display.failures.last?.status == "There is no other camera.")
    }

    @Test func aTakenPhotoIsPassedOn() {
        let display = PhotoCaptureDisplaySpy()
        let sut = PhotoCapturePresenter()
        sut.viewController = display

        sut.presentTaken(response: .init())

        #expect(display.taken == 1)
    }

    @Test func theLoadingIndicatorIsPassedOn() {
        let display = PhotoCaptureDisplaySpy()
        let sut = PhotoCapturePresenter()
        sut.viewController = display

        sut.presentLoading(response: .init(isLoading: true))
        sut.presentLoading(response: .init(isLoading: false))

        #expect(display.loadingLog == [true, false])
    }
}

@MainActor
final class PhotoCaptureDisplaySpy: PhotoCaptureDisplayLogic {
    private(set) var settings: PhotoCapture.Settings.ViewModel?
    private(set) var outline: PixelRect?
    private(set) var failures: [PhotoCapture.Failure.ViewModel] = []
    private(set) var loadingLog: [Bool] = []
    private(set) var taken = 0

    func displayLoading(viewModel: PhotoCapture.Loading.ViewModel) { loadingLog.append(viewModel.isLoading) }
    func displaySettings(viewModel: PhotoCapture.Settings.ViewModel) { settings = viewModel }
    func displayFrame(viewModel: PhotoCapture.Frame.ViewModel) { outline = viewModel.outline }
    func displayFailure(viewModel: PhotoCapture.Failure.ViewModel) { failures.append(viewModel) }
    func displayTaken(viewModel: PhotoCapture.Taken.ViewModel) { taken += 1 }
}
