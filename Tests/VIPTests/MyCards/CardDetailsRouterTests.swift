import AppSupport
import Domain
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Card details router")
struct CardDetailsRouterTests {
    @Test func theChosenPhotoIsPassedToCardPhotoAndTheCameraAndLibraryOpen() async throws {
        let navigation = NavigationSpy()
        let dependencies = MyCardsDependencies.doubles(navigation: navigation, camera: await CardFixtures.testCamera())
        let details = CardDetailsConfigurator.assemble(dependencies: dependencies)
        let store = try #require(details.router?.dataStore as? CardDetailsInteractor)
        store.card = CardFixtures.coffee
        store.show(request: .init())
        store.chooseFace(request: .init(side: .front))
        let sut = CardDetailsRouter(dependencies: dependencies)
        sut.dataStore = store

        sut.routeToCardPhoto()
        let photo = try #require(navigation.top as? CardPhotoViewController)
        sut.routeToPhotoCapture()
        #expect(navigation.top is PhotoCaptureViewController)
        sut.routeToPhotoLibrary()
        #expect(navigation.top is PhotoLibraryViewController)

        #expect(photo.router?.dataStore?.photo == CardFixtures.coffee.front)
        #expect(photo.router?.dataStore?.side == .front)
    }
}
