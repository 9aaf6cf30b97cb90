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
    let caller = PhotoCallerSpy()

    private func makeSUT(camera: any Camera) -> PhotoCapturePresenter {
        let interactor = PhotoCaptureInteractor(camera: camera, scheduler: ManualScheduler(), work: WorkRecorder())
        let sut = PhotoCapturePresenter(interactor: interactor, output: caller)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func theCameraLineTheOutlineAndLoadingWhileTheCameraStarts() async {
        let sut = makeSUT(camera: await CardFixtures.testCamera())
        sut.viewDidLoad()
        #expect(view.cameraLine == "Camera: none   Flash: Off")

        await sut.viewWillAppear()
        sut.flashTapped()

        #expect(view.cameraLine == "Camera: Test Pattern   Flash: On")
        #expect(view.flashTitle == "On")
        #expect(view.outline != nil)
        #expect(view.loadingLog == [true, false])
    }

    @Test func aPhotoTakenGoesToTheCaller() async {
        let sut = makeSUT(camera: await CardFixtures.testCamera())
        await sut.viewWillAppear()

        await sut.takePhotoTapped()

        #expect(caller.photos.count == 1)
    }

    @Test func noCameraIsAnAlertAndNoOtherCameraAStatus() async {
        let sut = makeSUT(camera: await CameraFactory.make(devices: []))

        await sut.takePhotoTapped()
        sut.noOtherCamera()

        #expect(view.alerts == ["No camera is available."])
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
    private(set) var outline: PixelRect?

    func present(_ alert: AlertContent) { alerts.append(alert.message) }
    func setCameraLine(_ line: String) { cameraLine = line }
    func setFlashTitle(_ title: String) { flashTitle = title }
    func setFrame(_ frame: RGBImage, outline: PixelRect?) { self.outline = outline }
}
