import Domain
import Foundation

@MainActor
protocol CardPhotoBusinessLogic: AnyObject {
    func show(request: CardPhotoScene.Show.Request)
}

/// What the scene keeps: the photo and the face it was given.
@MainActor
protocol CardPhotoDataStore: AnyObject {
    var photo: Data? { get set }
    var side: CardSide { get set }
}

/// Hands the photo it was given to the presenter.
@MainActor
final class CardPhotoInteractor: CardPhotoBusinessLogic, CardPhotoDataStore {
    var presenter: (any CardPhotoPresentationLogic)?
    var photo: Data?
    var side = CardSide.front

    func show(request: CardPhotoScene.Show.Request) {
        guard let photo else { return }
        presenter?.presentShow(response: .init(photo: photo, side: side))
    }
}
