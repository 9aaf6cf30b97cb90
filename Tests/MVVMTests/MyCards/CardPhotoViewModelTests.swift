import Domain
import TestSupport
import Testing
@testable import MyCardsMVVM

@MainActor
@Suite("MVVM · Card photo view model")
struct CardPhotoViewModelTests {
    @Test func theFaceIsTheTitleAndClosingIsARoute() {
        let photo = CardFixtures.photo(30)
        let sut = CardPhotoViewModel(side: .back, photo: photo)
        let routes = RouteRecorder<CardPhotoViewModel.Route>()
        sut.onRoute = routes.record

        sut.close()

        #expect(sut.title == "Back")
        #expect(sut.photo == photo)
        #expect(routes.last == .dismissed)
    }
}
