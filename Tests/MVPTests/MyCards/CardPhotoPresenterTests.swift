import Domain
import Foundation
import TestSupport
import Testing

@testable import MyCardsMVP

@MainActor
@Suite("MVP · Card photo presenter")
struct CardPhotoPresenterTests {
    @Test func theFaceIsTheTitleAndClosingIsACommand() {
        let photo = CardFixtures.photo(7)
        let sut = CardPhotoPresenter(side: .back, photo: photo)
        let view = CardPhotoViewSpy()
        sut.view = view

        sut.viewDidLoad()
        sut.closeTapped()

        #expect(view.title == "Back")
        #expect(view.photo == photo)
        #expect(view.closeCount == 1)
    }
}

/// Keeps what the presenter showed.
@MainActor
private final class CardPhotoViewSpy: CardPhotoViewProtocol {
    var title = ""
    private(set) var photo: Data?
    private(set) var closeCount = 0

    func setPhoto(_ photo: Data) {
        self.photo = photo
    }

    func close() {
        closeCount += 1
    }
}
