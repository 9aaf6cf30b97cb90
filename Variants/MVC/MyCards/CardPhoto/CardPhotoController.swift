import Domain
import Foundation
import TerminalUI

/// A face's photo alone, to show at the till; any back key closes it.
@MainActor
final class CardPhotoController: Screen {
    let view = CardPhotoView()

    init(side: CardSide, photo: Data) {
        super.init(title: side == .front ? "Front" : "Back")
        content = view
        view.imageView.source = .encoded(photo)
        keyBindings = [KeyBinding(.enter, "Close") { [weak self] in self?.goBack() }]
    }
}
