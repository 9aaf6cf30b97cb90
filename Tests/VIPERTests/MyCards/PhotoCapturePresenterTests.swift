import Camera
import Domain
import Foundation
import Imaging
import Presentation
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Photo capture presenter")
struct PhotoCapturePresenterTests {
    let view = PhotoCaptureViewSpy()
    let interactor = PhotoCaptureInteractorSpy()
    let caller = PhotoCallerSpy()

    private func makeSUT() -> PhotoCapturePresenter {
        let sut = PhotoCapturePresenter(interactor: interactor, output: caller)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func theCameraStartsAndStopsWithTheScreenWithLoadingWhileItStarts() async {
        let sut = makeSUT()
        sut.viewDidLoad()
        #expect(view.cameraLine == "Camera: none   Flash: Off")

        await sut.viewWillAppear()
        await sut.viewWillDisappear()

        #expect(interactor.calls == [.startCamera, .stopCamera])
        #expect(view.loadingLog == [true, false])
    }

    @Test func theCameraAndFlashAreALineAndTheFlashIsInTheKeyBar() {
        let sut = makeSUT()

        sut.settingsChanged(cameraName: "Test Pattern", flash: .on)

        #expect(view.cameraLine == "Camera: Test Pattern   Flash: On")
        #expect(view.flashTitle == "Flash: On")
    }

    @Test func aFrameIsShownWithTheCardOutlineOverIt() {
        let sut = makeSUT()

        sut.frameArrived(RGBImage(width: 160, height: 100) { _, _ in RGB(red: 0, green: 0, blue: 0) })

        #expect(view.frames == 1)
        #expect(view.outline == CardPhoto.outline(in: ImageSize(width: 160, height: 100)))
    }

    @Test func inputsGoToTheInteractorWithLoadingAndThePhotoToTheCaller() async {
        let sut = makeSUT()

        sut.flashTapped()
        await sut.switchCameraTapped()
        await sut.takePhotoTapped()

        #expect(interactor.calls == [.toggleFlash, .switchCamera, .takePhoto])
        #expect(view.loadingLog == [true, false, true, false])
        #expect(caller.photos == [CardFixtures.photo(5)])
    }

    @Test func failuresAreTheirTexts() {
        let sut = makeSUT()

        sut.cameraFailed(.noCameraAvailable)
        sut.photoCouldNotBeUsed(ServiceFailure("broken"))
        sut.noOtherCamera()

        #expect(view.alerts == ["No camera is available.", "The photo could not be used: broken"])
        #expect(view.status == "There is no other camera.")
    }
}

@MainActor
final class PhotoCaptureViewSpy: PhotoCaptureViewProtocol {
    var status: String?
    var showsLoading = false {
        didSet { loadingLog.append(showsLoading) }
    }
    private(set) var loadingLog: [Bool] = []
    private(set) var alerts: [String] = []
    private(set) var cameraLine = ""
    private(set) var flashTitle = ""
    private(set) var frames = 0
    private(set) var outline: PixelRect?

    func present(_ alert: AlertContent) { alerts.append(alert.message) }
    func setCameraLine(_ line: String) { cameraLine = line }
    func setFlashKeyTitle(_ title: String) { flashTitle = title }

    func setFrame(_ frame: RGBImage, outline: PixelRect?) {
        frames += 1
        self.outline = outline
    }
}

/// Records what it was asked; a photo taken is a fixed one.
@MainActor
final class PhotoCaptureInteractorSpy: PhotoCaptureInteractorProtocol {
    weak var output: (any PhotoCaptureInteractorOutputProtocol)?

    enum Call: Equatable {
        case startCamera
        case stopCamera
        case toggleFlash
        case switchCamera
        case takePhoto
    }

    private(set) var calls: [Call] = []

    func loadSettings() { output?.settingsChanged(cameraName: nil, flash: .off) }

    func startCamera() async { calls.append(.startCamera) }
    func stopCamera() async { calls.append(.stopCamera) }
    func toggleFlash() { calls.append(.toggleFlash) }
    func switchCamera() async { calls.append(.switchCamera) }

    func takePhoto() async {
        calls.append(.takePhoto)
        output?.photoTaken(CardFixtures.photo(5))
    }
}
