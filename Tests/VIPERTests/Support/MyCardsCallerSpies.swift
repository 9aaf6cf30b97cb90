import Domain
import Foundation

@testable import MyCardsVIPER

/// The modules that open others, as those others see them: what each was told.
@MainActor
final class CardDetailsCallerSpy: CardDetailsModuleOutput {
    private(set) var saved: [Card] = []
    private(set) var deleted: [Card] = []

    func cardSaved(_ card: Card) {
        saved.append(card)
    }

    func cardDeleted(_ card: Card) {
        deleted.append(card)
    }
}

/// Stands for the card that asked for a photo, from the camera, the library or Crop.
@MainActor
final class PhotoCallerSpy: PhotoCaptureModuleOutput, PhotoLibraryModuleOutput, CropModuleOutput {
    private(set) var photos: [Data] = []

    func photoTaken(_ photo: Data) {
        photos.append(photo)
    }

    func photoChosen(_ photo: Data) {
        photos.append(photo)
    }

    func photoCropped(_ photo: Data) {
        photos.append(photo)
    }
}
