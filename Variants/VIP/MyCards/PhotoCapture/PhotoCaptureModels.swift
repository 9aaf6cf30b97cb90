import Camera
import Domain
import Foundation
import Imaging
import Presentation

/// PhotoCapture's use cases: requests from the view controller, responses from the interactor,
/// view models from the presenter. Every frame of the preview runs the whole cycle.
enum PhotoCapture {
    enum Loading {
        struct Response { let isLoading: Bool }
        struct ViewModel { let isLoading: Bool }
    }

    enum Settings {
        struct Response {
            let cameraName: String?
            let flash: FlashMode
        }
        struct ViewModel {
            let cameraLine: String
            /// The flash key's title, which says what the flash is set to.
            let flashKeyTitle: String
        }
    }

    enum Frame {
        struct Response { let frame: RGBImage }
        struct ViewModel {
            let frame: RGBImage
            let outline: PixelRect?
        }
    }

    enum Start {
        struct Request {}
    }

    enum Flash {
        struct Request {}
    }

    enum SwitchCamera {
        struct Request {}
    }

    enum TakePhoto {
        struct Request {}
    }

    enum Failure {
        enum Response {
            case camera(CameraError)
            case noOtherCamera
            case unusablePhoto(any Error)
        }
        struct ViewModel {
            let alert: AlertContent?
            let status: String?
        }
    }

    enum Taken {
        struct Response {}
        struct ViewModel {}
    }
}
