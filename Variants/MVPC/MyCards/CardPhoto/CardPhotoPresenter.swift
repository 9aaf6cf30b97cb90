import Domain
import Foundation

/// A face's photo alone, to show at the till.
@MainActor
final class CardPhotoPresenter {
    weak var view: (any CardPhotoViewProtocol)?
    private let side: CardSide
    private let photo: Data
    /// The coordinator: held, as every screen of its flow holds it.
    private weak var output: (any CardPhotoOutput)?

    init(side: CardSide, photo: Data, output: any CardPhotoOutput) {
        self.side = side
        self.photo = photo
        self.output = output
    }

    func viewDidLoad() {
        view?.title = side == .front ? "Front" : "Back"
        view?.setPhoto(photo)
    }

    func closeTapped() {
        output?.cardPhotoDismissed()
    }
}
