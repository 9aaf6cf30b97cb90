import Domain
import Foundation
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Card photo presenter")
struct CardPhotoPresenterTests {
    @Test func thePhotoIsTitledByItsFace() {
        let display = CardPhotoDisplaySpy()
        let sut = CardPhotoPresenter()
        sut.viewController = display

        sut.presentShow(response: .init(photo: CardFixtures.photo(7), side: .back))

        #expect(display.shown?.title == "Back")
        #expect(display.shown?.photo == CardFixtures.photo(7))
    }
}

@MainActor
final class CardPhotoDisplaySpy: CardPhotoDisplayLogic {
    private(set) var shown: CardPhotoScene.Show.ViewModel?

    func displayShow(viewModel: CardPhotoScene.Show.ViewModel) { shown = viewModel }
}
