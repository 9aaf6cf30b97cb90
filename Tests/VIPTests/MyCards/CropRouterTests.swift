import AppSupport
import Domain
import Imaging
import TerminalUI
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Crop router")
struct CropRouterTests {
    @Test func theCroppedPhotoGoesPastTheLibraryIntoTheCard() async throws {
        let dependencies = MyCardsDependencies.doubles(camera: await CardFixtures.testCamera())
        let card = CardDetailsConfigurator.assemble(dependencies: dependencies)
        let navigation = NavigationSpy(root: card)
        navigation.push(Screen(title: "Photo Library"))
        let crop = CropConfigurator.assemble(navigation: navigation)
        navigation.push(crop)
        let store = try #require(crop.router?.dataStore as? CropInteractor)
        store.image = PhotoToCrop(image: RGBImage(width: 400, height: 300) { _, _ in RGB(red: 9, green: 9, blue: 9) })
        store.confirm(request: .init())
        let sut = CropRouter(navigation: navigation)
        sut.dataStore = store

        sut.routeToCardDetails()

        #expect(navigation.top === card)
        #expect(card.router?.dataStore?.newPhoto == store.photo)
    }
}
