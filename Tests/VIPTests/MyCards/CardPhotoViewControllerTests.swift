import TerminalUI
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Card photo view controller")
struct CardPhotoViewControllerTests {
    @Test func itAsksForThePhotoAndEnterGoesBack() async {
        let interactor = CardPhotoInteractorSpy()
        let router = CardPhotoRouterSpy()
        let sut = CardPhotoViewController()
        sut.interactor = interactor
        sut.router = router
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)
        sut.displayShow(viewModel: .init(title: "Back", photo: CardFixtures.photo(7)))
        await driver.settle()

        await driver.press(.enter)

        #expect(interactor.requests == [.show])
        #expect(router.routes == 1)
        #expect(driver.shows("Back"))
    }
}

@MainActor
final class CardPhotoInteractorSpy: CardPhotoBusinessLogic {
    enum Call: Equatable {
        case show
    }

    private(set) var requests: [Call] = []

    func show(request: CardPhotoScene.Show.Request) { requests.append(.show) }
}

@MainActor
final class CardPhotoRouterSpy: CardPhotoRoutingLogic, CardPhotoDataPassing {
    private(set) var routes = 0
    var dataStore: (any CardPhotoDataStore)?

    func routeToCardDetails() { routes += 1 }
}
