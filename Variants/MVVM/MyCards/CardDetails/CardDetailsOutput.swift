import Domain
import Foundation

/// What a card's screen tells its coordinator: a face to show, a photo to take or choose, the
/// card saved or deleted here, or the screen done with.
@MainActor
protocol CardDetailsOutput: AnyObject {
    func facePhotoChosen(_ photo: Data, of side: CardSide)
    func cameraChosen(for side: CardSide)
    func photoLibraryChosen(for side: CardSide)
    /// A new card saved on this device; the screen is done with.
    func cardCreated(_ card: Card)
    /// An edited card saved on this device; the screen stays.
    func cardSaved(_ card: Card)
    /// Deleted on this device; the screen is done with.
    func cardDeleted(_ card: Card)
    /// Left without saving.
    func cardDismissed()
}
