import Domain
import Foundation
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Card photo presenter")
struct CardPhotoPresenterTests {
    @Test func theFaceIsTheTitleAndClosingIsTheRouters() {
        let router = CardPhotoRouterSpy()
        let view = CardPhotoViewSpy()
        let photo = CardFixtures.photo(7)
        let sut = CardPhotoPresenter(photo: photo, side: .back, router: router)
        sut.view = view

        sut.viewDidLoad()
        sut.closeTapped()

        #expect(view.title == "Back")
        #expect(view.photo == photo)
        #expect(router.closeCount == 1)
    }
}

@MainActor
final class CardPhotoViewSpy: CardPhotoViewProtocol {
    var title = ""
    private(set) var photo: Data?

    func setPhoto(_ photo: Data) { self.photo = photo }
}

@MainActor
final class CardPhotoRouterSpy: CardPhotoRouterProtocol {
    private(set) var closeCount = 0

    func close() { closeCount += 1 }
}
