import CompositionChildren
import Domain
import Foundation
import TerminalUI

/// A face's photo alone, to show at the till — one image as a child; any back key closes it.
@MainActor
final class CardPhotoController: Screen {
    let image = ImageController()

    init(side: CardSide, photo: Data) {
        super.init(title: side == .front ? "Front" : "Back")
        content = slot(showing: image)
        image.source = .encoded(photo)
        keyBindings = [KeyBinding(.enter, "Close") { [weak self] in self?.goBack() }]
    }
}
