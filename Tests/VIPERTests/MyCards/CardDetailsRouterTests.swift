import Domain
import TerminalUI
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Card details router")
struct CardDetailsRouterTests {
    @Test func eachDestinationIsItsModuleAndAPhotoComesBackToTheCard() async {
        let card = Screen(title: "Card Details")
        let navigation = NavigationSpy(root: card)
        let sut = CardDetailsRouter(
            dependencies: .doubles(navigation: navigation, camera: await CardFixtures.testCamera()))
        sut.view = card

        sut.showPhoto(CardFixtures.photo(3), of: .front)
        #expect(navigation.top is CardPhotoView)
        sut.showCamera(output: PhotoCallerSpy())
        #expect(navigation.top is PhotoCaptureView)
        sut.showPhotoLibrary(output: PhotoCallerSpy())
        #expect(navigation.top is PhotoLibraryView)

        sut.backToCard()
        #expect(navigation.top === card)
        sut.close()
        #expect(navigation.screens.isEmpty)
    }
}
