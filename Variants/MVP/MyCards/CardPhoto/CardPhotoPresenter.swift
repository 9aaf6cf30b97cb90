import Domain
import Foundation

/// A face's photo alone, to show at the till.
@MainActor
final class CardPhotoPresenter {
    weak var view: (any CardPhotoViewProtocol)?
    private let side: CardSide
    private let photo: Data

    init(side: CardSide, photo: Data) {
        self.side = side
        self.photo = photo
    }

    func viewDidLoad() {
        view?.title = side == .front ? "Front" : "Back"
        view?.setPhoto(photo)
    }

    func closeTapped() {
        view?.close()
    }
}
