import Domain
import Foundation
import TerminalUI

/// The card's two faces side by side, each its photo or a placeholder; it reports the face
/// chosen (Enter or a click on it).
@MainActor
final class CardFacesController: Screen {
    private let frontFace = CardFace(title: "Front", placeholder: "No front photo")
    private let backFace = CardFace(title: "Back", placeholder: "No back photo")
    var onChoose: (CardSide) -> Void = { _ in }

    init() {
        super.init(title: "Card faces")
        content = Row([frontFace, backFace])
        frontFace.onSelect = { [weak self] in self?.onChoose(.front) }
        backFace.onSelect = { [weak self] in self?.onChoose(.back) }
    }

    /// - Parameters:
    ///   - front: the front's photo; `nil` shows its placeholder.
    ///   - back: the back's, the same way.
    ///   - selectTitle: what Enter on a face does, for the key bar and help ("Open photo").
    func show(front: Data?, back: Data?, selectTitle: String) {
        frontFace.photo = front
        backFace.photo = back
        for face in [frontFace, backFace] { face.selectTitle = selectTitle }
    }
}
