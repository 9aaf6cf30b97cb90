import TerminalUI

/// One photo, as large as the screen allows; any back key closes it.
@MainActor
final class CardPhotoView: Screen {
    let viewModel: CardPhotoViewModel
    let imageView = ImageView()

    init(viewModel: CardPhotoViewModel) {
        self.viewModel = viewModel
        super.init(title: viewModel.title)
        content = imageView
        keyBindings = [KeyBinding(.enter, "Close") { [weak self] in self?.viewModel.close() }]
    }

    override func goBack() {
        viewModel.close()
    }

    override func updateViews() {
        imageView.source = .encoded(viewModel.photo)
    }
}
