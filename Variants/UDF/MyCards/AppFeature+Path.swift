import Camera
import Domain
import Imaging
import Presentation

extension AppFeature {
    /// The screens that can be on the stack above the card list: the state of each, its actions,
    /// and a reducer that hands an action to the screen's own reducer. TCA writes this with a
    /// macro and case paths; here the `switch` is written out.
    struct Path: Reducer {
        enum State: Equatable {
            case cardDetails(CardDetailsFeature.State)
            case cardPhoto(CardPhotoFeature.State)
            case photoCapture(PhotoCaptureFeature.State)
            case photoLibrary(PhotoLibraryFeature.State)
            case crop(CropFeature.State)
        }

        enum Action: Equatable, Sendable {
            case cardDetails(CardDetailsFeature.Action)
            case cardPhoto(CardPhotoFeature.Action)
            case photoCapture(PhotoCaptureFeature.Action)
            case photoLibrary(PhotoLibraryFeature.Action)
            case crop(CropFeature.Action)
        }

        let cardDetails: CardDetailsFeature
        let cardPhoto = CardPhotoFeature()
        let photoCapture: PhotoCaptureFeature
        let photoLibrary = PhotoLibraryFeature(previews: PreviewLoader())
        let crop = CropFeature()

        init(sync: CardSync, camera: any Camera) {
            cardDetails = CardDetailsFeature(sync: sync)
            photoCapture = PhotoCaptureFeature(camera: camera, preview: LivePreview(camera: camera))
        }

        /// An action for a screen that is not the one under its id does nothing.
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch (state, action) {
            case (.cardDetails(var screen), .cardDetails(let action)):
                let effect = cardDetails.reduce(into: &screen, action: action)
                state = .cardDetails(screen)
                return effect.map(Action.cardDetails)
            case (.cardPhoto(var screen), .cardPhoto(let action)):
                let effect = cardPhoto.reduce(into: &screen, action: action)
                state = .cardPhoto(screen)
                return effect.map(Action.cardPhoto)
            case (.photoCapture(var screen), .photoCapture(let action)):
                let effect = photoCapture.reduce(into: &screen, action: action)
                state = .photoCapture(screen)
                return effect.map(Action.photoCapture)
            case (.photoLibrary(var screen), .photoLibrary(let action)):
                let effect = photoLibrary.reduce(into: &screen, action: action)
                state = .photoLibrary(screen)
                return effect.map(Action.photoLibrary)
            case (.crop(var screen), .crop(let action)):
                let effect = crop.reduce(into: &screen, action: action)
                state = .crop(screen)
                return effect.map(Action.crop)
            default:
                return .none
            }
        }
    }
}

extension AppFeature.Path.State {
    // The state of each kind of screen, or `nil`: what the navigator reads a screen's state with,
    // and how the app finds the screen a result goes to.
    var cardDetails: CardDetailsFeature.State? { if case .cardDetails(let state) = self { state } else { nil } }
    var cardPhoto: CardPhotoFeature.State? { if case .cardPhoto(let state) = self { state } else { nil } }
    var photoCapture: PhotoCaptureFeature.State? { if case .photoCapture(let state) = self { state } else { nil } }
    var photoLibrary: PhotoLibraryFeature.State? { if case .photoLibrary(let state) = self { state } else { nil } }
    var crop: CropFeature.State? { if case .crop(let state) = self { state } else { nil } }
}
