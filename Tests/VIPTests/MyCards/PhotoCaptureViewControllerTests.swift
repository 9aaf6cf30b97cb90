import TerminalUI
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Photo capture view controller")
struct PhotoCaptureViewControllerTests {
    @Test func theCameraStartsWithTheScreenAndTheKeysAreTheirRequests() async {
        let interactor = PhotoCaptureInteractorSpy()
        let sut = PhotoCaptureViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 80, rows: 24))
        await driver.start(sut)
        sut.displaySettings(
            viewModel: .init(cameraLine: "Camera: Test Pattern   Flash: Off", flashKeyTitle: "Flash: Off"))
        await driver.settle()

        await driver.press(.character("f"), .character("c"), .enter)

        #expect(interactor.requests == [.start, .toggleFlash, .switchCamera, .takePhoto])
        #expect(driver.shows("Camera: Test Pattern"))
    }

    @Test func theCamerasRequestsLeaveTheLoadingIndicatorToTheInteractor() async {
        let interactor = PhotoCaptureInteractorSpy()
        let sut = PhotoCaptureViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 80, rows: 24))
        driver.startWithoutWaiting(sut)
        let loadingOnStart = driver.app.isLoading
        await driver.settle()
        sut.displaySettings(
            viewModel: .init(cameraLine: "Camera: Test Pattern   Flash: Off", flashKeyTitle: "Flash: Off"))
        await driver.settle()

        let loadingOnTake = await driver.pressUntilLoading(.enter)
        await driver.settle()

        #expect(interactor.requests == [.start, .takePhoto])
        #expect(!loadingOnStart, "loading shows when the interactor says so (displayLoading)")
        #expect(!loadingOnTake)
    }

    @Test func aTakenPhotoGoesBackToTheCard() async {
        let router = PhotoCaptureRouterSpy()
        let sut = PhotoCaptureViewController()
        sut.interactor = PhotoCaptureInteractorSpy()
        sut.router = router
        let driver = ScriptDriver(size: Size(columns: 80, rows: 24))
        await driver.start(sut)

        sut.displayTaken(viewModel: .init())

        #expect(router.routes == 1)
    }
}

@MainActor
final class PhotoCaptureInteractorSpy: PhotoCaptureBusinessLogic {
    enum Call: Equatable {
        case start
        case stop
        case toggleFlash
        case switchCamera
        case takePhoto
    }

    private(set) var requests: [Call] = []

    func start(request: PhotoCapture.Start.Request) async { requests.append(.start) }
    func stop() async { requests.append(.stop) }
    func toggleFlash(request: PhotoCapture.Flash.Request) { requests.append(.toggleFlash) }
    func switchCamera(request: PhotoCapture.SwitchCamera.Request) async { requests.append(.switchCamera) }
    func takePhoto(request: PhotoCapture.TakePhoto.Request) async { requests.append(.takePhoto) }
}

@MainActor
final class PhotoCaptureRouterSpy: PhotoCaptureRoutingLogic, PhotoCaptureDataPassing {
    private(set) var routes = 0
    var dataStore: (any PhotoCaptureDataStore)?

    func routeToCardDetails() { routes += 1 }
}
