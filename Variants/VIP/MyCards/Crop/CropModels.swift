import Domain
import Imaging
import Presentation

/// Crop's use cases: requests from the view controller, responses from the interactor, view
/// models from the presenter.
enum Crop {
    enum Show {
        struct Request {}
        struct Response {
            let name: String
            let image: PhotoToCrop
            let frame: CropFrame
        }
        struct ViewModel {
            let title: String
            let image: PhotoToCrop
        }
    }

    enum Frame {
        struct Request {
            let zoomStep: Double
            let dx: Int
            let dy: Int
        }
        struct Response { let frame: CropFrame }
        struct ViewModel {
            let outline: PixelRect?
            let zoomText: String
            /// Why each key does nothing now, `nil` for one that acts.
            let unavailable: CropFrame.UnavailableReasons
        }
    }

    enum Confirm {
        struct Request {}
        enum Response {
            case cropped
            case imageTooSmall
            case failed(any Error)
        }
        struct ViewModel {
            let alert: AlertContent?
            let isCropped: Bool
        }
    }
}
