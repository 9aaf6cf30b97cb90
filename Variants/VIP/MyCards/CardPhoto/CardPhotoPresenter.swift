import Domain

@MainActor
protocol CardPhotoPresentationLogic: AnyObject {
    func presentShow(response: CardPhotoScene.Show.Response)
}

/// Titles the photo by its face.
@MainActor
final class CardPhotoPresenter: CardPhotoPresentationLogic {
    weak var viewController: (any CardPhotoDisplayLogic)?

    func presentShow(response: CardPhotoScene.Show.Response) {
        viewController?.displayShow(
            viewModel: .init(title: response.side == .front ? "Front" : "Back", photo: response.photo))
    }
}
