import Foundation
import Presentation
import TerminalUI

/// One photo, as large as the screen allows; any back key closes it.
@MainActor
final class CardPhotoView: Screen {
    let store: Store<CardPhotoFeature.State, CardPhotoFeature.Action>
    let imageView = ImageView()

    init(store: Store<CardPhotoFeature.State, CardPhotoFeature.Action>) {
        self.store = store
        super.init(title: store.state.title)
        content = imageView
        keyBindings = [KeyBinding(.enter, "Close") { [weak self] in self?.store.send(.closeTapped) }]
    }

    override func goBack() {
        store.send(.closeTapped)
    }

    override func updateViews() {
        imageView.source = .encoded(store.state.photo)
    }
}
