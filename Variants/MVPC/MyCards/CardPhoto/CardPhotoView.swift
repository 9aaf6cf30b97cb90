import Foundation
import TerminalUI

/// One photo, as large as the screen allows; any back key closes it.
@MainActor
final class CardPhotoView: Screen, CardPhotoViewProtocol {
    let presenter: CardPhotoPresenter
    let imageView = ImageView()

    init(presenter: CardPhotoPresenter) {
        self.presenter = presenter
        super.init(title: "")
        content = imageView
        keyBindings = [KeyBinding(.enter, "Close") { [weak self] in self?.presenter.closeTapped() }]
        presenter.view = self
    }

    override func didLoad() {
        presenter.viewDidLoad()
    }

    override func goBack() {
        presenter.closeTapped()
    }

    func setPhoto(_ photo: Data) {
        imageView.source = .encoded(photo)
    }
}
