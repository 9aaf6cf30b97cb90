import Domain
import Foundation

/// What a card's screen tells its coordinator: a face to show, a photo to take or choose, the
/// card saved or deleted here, or the screen done with.
@MainActor
protocol CardDetailsOutput: AnyObject {
    func photoOpened(_ photo: Data, of side: CardSide)
    func cameraChosen(for side: CardSide)
    func photoLibraryChosen(for side: CardSide)
    /// Saved on this device; a new card's screen is done with, an edited one stays.
    func cardSaved(_ card: Card, wasNew: Bool)
    /// Deleted on this device; the screen is done with.
    func cardDeleted(_ card: Card)
    /// Left without saving.
    func cardClosed()
}
