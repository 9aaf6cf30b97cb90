import TerminalUI

@MainActor
protocol CardPhotoDisplayLogic: AnyObject {
    func displayShow(viewModel: CardPhotoScene.Show.ViewModel)
}

/// One photo, as large as the screen allows; any back key closes it.
@MainActor
final class CardPhotoViewController: Screen, CardPhotoDisplayLogic {
    var interactor: (any CardPhotoBusinessLogic)?
    var router: (any CardPhotoRoutingLogic & CardPhotoDataPassing)?
    let imageView = ImageView()

    init() {
        super.init(title: "")
        content = imageView
        keyBindings = [KeyBinding(.enter, "Close") { [weak self] in self?.router?.routeToCardDetails() }]
    }

    override func didLoad() {
        interactor?.show(request: .init())
    }

    override func goBack() {
        router?.routeToCardDetails()
    }

    func displayShow(viewModel: CardPhotoScene.Show.ViewModel) {
        title = viewModel.title
        imageView.source = .encoded(viewModel.photo)
    }
}
