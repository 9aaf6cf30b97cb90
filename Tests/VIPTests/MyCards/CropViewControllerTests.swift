import TerminalUI
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Crop view controller")
struct CropViewControllerTests {
    @Test func zoomMoveAndUseAreTheirRequests() async {
        let interactor = CropInteractorSpy()
        let sut = CropViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)
        sut.displayFrame(
            viewModel: .init(
                outline: nil, zoomText: "Zoom 1.00×", unavailable: .init(zoomOut: "Already at 1.00×, the widest.")
            ))

        await driver.press(.character("+"), .character("-"))
        let afterDimmed = sut.statusLine
        await driver.press(.left, .character("j"), .enter)

        #expect(
            interactor.requests == [
                .show, .moveFrame(zoomStep: 0.25, dx: 0, dy: 0), .moveFrame(zoomStep: 0, dx: -1, dy: 0),
                .moveFrame(zoomStep: 0, dx: 0, dy: 1), .confirm,
            ], "a dimmed key sends nothing")
        #expect(afterDimmed == "Already at 1.00×, the widest.")
        #expect(sut.statusLine == nil, "a key that acted after it is the news")
    }

    @Test func aMoveToTheEdgeIsDimmedWhileTheOthersAreTheirRequests() async {
        let interactor = CropInteractorSpy()
        let sut = CropViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)
        sut.displayFrame(
            viewModel: .init(
                outline: nil, zoomText: "Zoom 2.00×",
                unavailable: .init(right: "The outline is at the edge of the image.")
            ))

        await driver.press(.right)
        let afterDimmed = sut.statusLine
        await driver.press(.character("k"))

        #expect(interactor.requests == [.show, .moveFrame(zoomStep: 0, dx: 0, dy: -1)], "Right is dimmed, Up moves")
        #expect(afterDimmed == "The outline is at the edge of the image.")
    }

    @Test func aCroppedPhotoGoesBackToTheCardAndAFailureStays() async {
        let router = CropRouterSpy()
        let sut = CropViewController()
        sut.interactor = CropInteractorSpy()
        sut.router = router
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)

        sut.displayConfirm(viewModel: .init(alert: nil, isCropped: false))
        let routesAfterFailure = router.routes
        sut.displayConfirm(viewModel: .init(alert: nil, isCropped: true))

        #expect(routesAfterFailure == 0)
        #expect(router.routes == 1)
    }
}

@MainActor
final class CropInteractorSpy: CropBusinessLogic {
    enum Call: Equatable {
        case show
        case moveFrame(zoomStep: Double, dx: Int, dy: Int)
        case confirm
    }

    private(set) var requests: [Call] = []

    func show(request: Crop.Show.Request) { requests.append(.show) }
    func moveFrame(request: Crop.Frame.Request) {
        requests.append(.moveFrame(zoomStep: request.zoomStep, dx: request.dx, dy: request.dy))
    }
    func confirm(request: Crop.Confirm.Request) { requests.append(.confirm) }
}

@MainActor
final class CropRouterSpy: CropRoutingLogic, CropDataPassing {
    private(set) var routes = 0
    var dataStore: (any CropDataStore)?

    func routeToCardDetails() { routes += 1 }
}
