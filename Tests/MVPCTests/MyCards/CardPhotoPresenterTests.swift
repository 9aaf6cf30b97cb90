import Domain
import Foundation
import TestSupport
import Testing

@testable import MyCardsMVPC

@MainActor
@Suite("MVP-C · Card photo presenter")
struct CardPhotoPresenterTests {
    @Test func theFaceIsTheTitleAndClosingIsToldToTheCoordinator() {
        let photo = CardFixtures.photo(7)
        let output = MyCardsOutputSpy()
        let sut = CardPhotoPresenter(side: .back, photo: photo, output: output)
        let view = CardPhotoViewSpy()
        sut.view = view

        sut.viewDidLoad()
        sut.closeTapped()

        #expect(view.title == "Back")
        #expect(view.photo == photo)
        #expect(output.events == [.cardPhotoDismissed])
    }
}

/// Keeps what the presenter showed.
@MainActor
private final class CardPhotoViewSpy: CardPhotoViewProtocol {
    var title = ""
    private(set) var photo: Data?

    func setPhoto(_ photo: Data) {
        self.photo = photo
    }
}
