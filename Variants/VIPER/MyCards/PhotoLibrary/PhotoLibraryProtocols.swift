import Foundation
import Imaging
import Presentation

// Every seam of the PhotoLibrary module.

/// What the presenter tells the view.
@MainActor
protocol PhotoLibraryViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    func present(_ alert: AlertContent)
    func setPath(_ path: String)
    /// A new listing, with the row `highlighted` highlighted.
    func setRows(_ rows: [PhotoLibraryRow], highlighting highlighted: Int)
    /// The highlighted image, or why there is none.
    func setPreview(_ image: RGBImage?, placeholder: String)
}

/// One line of the list.
struct PhotoLibraryRow: Equatable {
    let title: String
    let detail: String?
    let isFolder: Bool
}

/// One entry of a folder.
enum PhotoLibraryEntry: Hashable {
    case parent
    case folder(String)
    case image(String)
}

/// What the view tells the presenter.
@MainActor
protocol PhotoLibraryPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didChoose(row: Int) async
    func didHighlight(row: Int) async
    func parentFolderTapped()
}

/// The use case: folders browsed for images, an image read for its preview or for cropping.
@MainActor
protocol PhotoLibraryInteractorProtocol: AnyObject {
    func openStartFolder()
    func openParentFolder()
    func open(row: Int) async
    func preview(row: Int) async
}

/// What the interactor tells the presenter.
@MainActor
protocol PhotoLibraryInteractorOutputProtocol: AnyObject {
    /// A folder listed: where it is, where the library started, and its entries.
    func folderListed(_ folder: URL, startFolder: URL, entries: [PhotoLibraryEntry], highlighted: Int)
    func folderCouldNotBeListed(_ path: String, error: any Error)
    /// The highlighted image is being read for its preview.
    func previewLoading()
    func previewRead(_ image: RGBImage?)
    func previewCouldNotBeRead(_ error: any Error)
    func imageOpened(_ image: PhotoToCrop, name: String)
    func imageCouldNotBeOpened(_ error: any Error)
}

@MainActor
protocol PhotoLibraryRouterProtocol: AnyObject {
    func showCrop(of image: PhotoToCrop, name: String, output: any CropModuleOutput)
}

/// What the module tells the module that opened it.
@MainActor
protocol PhotoLibraryModuleOutput: AnyObject {
    func photoChosen(_ photo: Data)
}
