import Imaging
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Photo library router")
struct PhotoLibraryRouterTests {
    @Test func theChosenImageAndItsNameArePassedToCrop() async throws {
        let folder = try TemporaryDirectory()
        let picture = RGBImage(width: 400, height: 300) { _, _ in RGB(red: 9, green: 9, blue: 9) }
        _ = try folder.write(try JPEG.encode(picture, quality: 85), to: "shop.jpg")
        let store = PhotoLibraryInteractor(directory: folder.path)
        store.showFolder(request: .start)
        await store.open(request: .init(row: 1))
        let navigation = NavigationSpy()
        let sut = PhotoLibraryRouter(navigation: navigation)
        sut.dataStore = store

        sut.routeToCrop()

        let crop = try #require(navigation.top as? CropViewController)
        #expect(crop.router?.dataStore?.name == "shop.jpg")
        #expect(crop.router?.dataStore?.image?.size.width == 400)
    }
}
