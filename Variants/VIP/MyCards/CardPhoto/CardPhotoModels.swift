import Domain
import Foundation

/// CardPhoto's one use case: the photo shown, titled by its face. (Named `CardPhotoScene`, not
/// `CardPhoto`, which is Imaging's card photo.)
enum CardPhotoScene {
    enum Show {
        struct Request {}
        struct Response {
            let photo: Data
            let side: CardSide
        }
        struct ViewModel {
            let title: String
            let photo: Data
        }
    }
}
