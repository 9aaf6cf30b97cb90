import Imaging
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Photo library router")
struct PhotoLibraryRouterTests {
    @Test func anImageChosenOpensCrop() {
        let navigation = NavigationSpy()
        let sut = PhotoLibraryRouter(navigation: navigation)

        sut.showCrop(
            of: PhotoToCrop(image: RGBImage(width: 400, height: 300) { _, _ in RGB(red: 1, green: 2, blue: 3) }),
            name: "shop.jpg", output: PhotoCallerSpy())

        #expect(navigation.top is CropView)
    }
}
