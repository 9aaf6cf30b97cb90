import Foundation
import Imaging
import Presentation

/// PhotoLibrary's use cases: requests from the view controller, responses from the interactor,
/// view models from the presenter.
enum PhotoLibrary {
    /// One entry of a folder.
    enum Entry: Hashable {
        case parent
        case folder(String)
        case image(String)
    }

    enum Loading {
        struct Response { let isLoading: Bool }
        struct ViewModel { let isLoading: Bool }
    }

    enum Folder {
        enum Request {
            case start
            case parent
        }
        struct Response {
            let startDirectory: URL
            let directory: URL
            let entries: [Entry]
            /// The row the listing opens on: the first, or the folder just left.
            var highlightedRow = 0
        }
        struct ViewModel {
            struct Row: Equatable {
                let title: String
                let detail: String?
                let isFolder: Bool
            }
            let path: String
            let rows: [Row]
            var highlightedRow = 0
        }
    }

    enum Preview {
        struct Request { let row: Int }
        enum Response {
            /// The highlighted image is being read.
            case loading
            case image(RGBImage?)
            case failed(any Error)
        }
        struct ViewModel {
            let image: RGBImage?
            let placeholder: String
        }
    }

    enum Open {
        struct Request { let row: Int }
        enum Response {
            case opened
            case failed(any Error)
            case folderFailed(path: String, any Error)
        }
        struct ViewModel {
            let alert: AlertContent?
            let opensCrop: Bool
        }
    }
}
