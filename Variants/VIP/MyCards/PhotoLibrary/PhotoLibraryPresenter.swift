import Foundation
import Imaging
import Presentation

@MainActor
protocol PhotoLibraryPresentationLogic: AnyObject {
    func presentLoading(response: PhotoLibrary.Loading.Response)
    func presentFolder(response: PhotoLibrary.Folder.Response)
    func presentPreview(response: PhotoLibrary.Preview.Response)
    func presentOpen(response: PhotoLibrary.Open.Response)
}

/// Formats PhotoLibrary's responses: the path from the library's own folder, a row per entry,
/// the preview or why there is none, the error texts.
@MainActor
final class PhotoLibraryPresenter: PhotoLibraryPresentationLogic {
    weak var viewController: (any PhotoLibraryDisplayLogic)?

    func presentLoading(response: PhotoLibrary.Loading.Response) {
        viewController?.displayLoading(viewModel: .init(isLoading: response.isLoading))
    }

    func presentFolder(response: PhotoLibrary.Folder.Response) {
        viewController?.displayFolder(
            viewModel: .init(
                path: Self.shownPath(of: response.directory, from: response.startDirectory),
                rows: response.entries.map { entry in
                    switch entry {
                    case .parent: .init(title: "..", detail: "parent folder", isFolder: false)
                    case .folder(let name): .init(title: name + "/", detail: nil, isFolder: true)
                    case .image(let name): .init(title: name, detail: nil, isFolder: false)
                    }
                },
                highlightedRow: response.highlightedRow
            ))
    }

    func presentPreview(response: PhotoLibrary.Preview.Response) {
        switch response {
        case .loading: viewController?.displayPreview(viewModel: .init(image: nil, placeholder: "Loading the preview…"))
        case .image(let image):
            viewController?.displayPreview(viewModel: .init(image: image, placeholder: "No image highlighted"))
        case .failed(let error):
            viewController?.displayPreview(viewModel: .init(image: nil, placeholder: "Cannot open: \(error)"))
        }
    }

    func presentOpen(response: PhotoLibrary.Open.Response) {
        switch response {
        case .opened: viewController?.displayOpen(viewModel: .init(alert: nil, opensCrop: true))
        // Said where its preview would be, and to the Enter that asked for it.
        case .failed(let error):
            viewController?.displayPreview(viewModel: .init(image: nil, placeholder: "Cannot open: \(error)"))
            viewController?.displayOpen(
                viewModel: .init(alert: .error("The image cannot be opened: \(error)"), opensCrop: false))
        case .folderFailed(let path, let error):
            viewController?.displayOpen(
                viewModel: .init(alert: .error("Cannot open \(path): \(error.localizedDescription)"), opensCrop: false))
        }
    }

    /// Inside the folder the library started in, paths read from that folder's name on
    /// ("Pictures/Shops"); elsewhere, in full.
    private static func shownPath(of directory: URL, from start: URL) -> String {
        let base = start.deletingLastPathComponent().path
        let prefix = base == "/" ? "/" : base + "/"
        let isInside = directory.path == start.path || directory.path.hasPrefix(start.path + "/")
        return isInside ? String(directory.path.dropFirst(prefix.count)) : directory.path
    }
}
