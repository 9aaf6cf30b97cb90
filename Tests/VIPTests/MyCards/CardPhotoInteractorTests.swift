import Domain
import Foundation
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Card photo interactor")
struct CardPhotoInteractorTests {
    @Test func thePhotoPassedInIsPresentedWithItsFace() {
        let presenter = CardPhotoPresenterSpy()
        let sut = CardPhotoInteractor()
        sut.presenter = presenter
        sut.show(request: .init())
        #expect(presenter.shown.isEmpty, "no photo passed: nothing to show")

        sut.photo = CardFixtures.photo(3)
        sut.side = .back
        sut.show(request: .init())

        #expect(presenter.shown == [.presentShow(side: .back)])
    }
}

@MainActor
final class CardPhotoPresenterSpy: CardPhotoPresentationLogic {
    enum Call: Equatable {
        case presentShow(side: CardSide)
    }

    private(set) var shown: [Call] = []

    func presentShow(response: CardPhotoScene.Show.Response) { shown.append(.presentShow(side: response.side)) }
}
