import AppSupport
import Domain
import Foundation
import TerminalUI
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Photo capture router")
struct PhotoCaptureRouterTests {
    @Test func thePhotoTakenIsWrittenIntoTheCardAndTheCardComesBack() async throws {
        let dependencies = MyCardsDependencies.doubles(camera: await CardFixtures.testCamera())
        let card = CardDetailsConfigurator.assemble(dependencies: dependencies)
        let navigation = NavigationSpy(root: card)
        let capture = PhotoCaptureConfigurator.assemble(dependencies: dependencies)
        navigation.push(capture)
        let store = try #require(capture.router?.dataStore as? PhotoCaptureInteractor)
        await store.start(request: .init())
        await store.takePhoto(request: .init())
        let sut = PhotoCaptureRouter(navigation: navigation)
        sut.dataStore = store

        sut.routeToCardDetails()

        #expect(navigation.top === card)
        #expect(card.router?.dataStore?.newPhoto == store.photo)
        await store.stop()
    }
}
