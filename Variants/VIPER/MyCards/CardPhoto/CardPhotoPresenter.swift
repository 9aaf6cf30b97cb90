import Domain
import Foundation

/// A face's photo alone, to show at the till, titled by its face. There is no use case to it,
/// so no interactor: VIPER's roles where they have work to do.
@MainActor
final class CardPhotoPresenter: CardPhotoPresenterProtocol {
    weak var view: (any CardPhotoViewProtocol)?
    private let router: any CardPhotoRouterProtocol
    private let side: CardSide
    private let photo: Data

    init(photo: Data, side: CardSide, router: any CardPhotoRouterProtocol) {
        self.photo = photo
        self.side = side
        self.router = router
    }

    func viewDidLoad() {
        view?.title = side == .front ? "Front" : "Back"
        view?.setPhoto(photo)
    }

    func closeTapped() {
        router.close()
    }
}
