import Domain
import Foundation
import Imaging
import Presentation

/// Frames the card in a chosen image: the outline moves and zooms from 1× to 4×; confirming
/// keeps the region inside it as the face's photo.
struct CropFeature: Reducer {
    struct State: Equatable {
        let image: PhotoToCrop
        let name: String
        /// The face the photo is for.
        let side: CardSide
        var frame: CropFrame
        var alert: AlertState<Action.Alert>?

        init(image: PhotoToCrop, name: String, side: CardSide) {
            self.image = image
            self.name = name
            self.side = side
            frame = CropFrame(imageSize: image.size)
        }

        var title: String { "Crop \(name)" }
        var zoomText: String { "Zoom \(frame.zoom.formatted(.number.precision(.fractionLength(2))))×" }
    }

    enum Action: Equatable, Sendable {
        case zoomTapped(by: Double)
        /// Moves the outline one step; it never leaves the image.
        case moveTapped(dx: Int, dy: Int)
        case confirmTapped
        case alert(Alert?)
        case delegate(Delegate)

        /// The screen's alerts have nothing to choose: OK dismisses them.
        enum Alert: Equatable, Sendable {}

        enum Delegate: Equatable, Sendable {
            case photoCropped(Data, for: CardSide)
        }
    }

    /// Cropping is a computation on the image in the state, not I/O: the reducer does it.
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .zoomTapped(let step):
            state.frame.zoom(by: step)
            return .none
        case .moveTapped(let dx, let dy):
            state.frame.move(dx: dx, dy: dy)
            return .none
        case .confirmTapped:
            guard let outline = state.frame.outline else {
                state.alert = .error("The image is too small for a card.")
                return .none
            }
            do {
                return .send(.delegate(.photoCropped(try state.image.cardPhoto(outline: outline), for: state.side)))
            } catch {
                state.alert = .error("The photo could not be cropped: \(error)")
                return .none
            }
        case .alert:
            state.alert = nil
            return .none
        case .delegate:
            return .none
        }
    }
}
