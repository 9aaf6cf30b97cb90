import Foundation
import Imaging
import Presentation

@MainActor
protocol PhotoLibraryBusinessLogic: AnyObject {
    func showFolder(request: PhotoLibrary.Folder.Request)
    func preview(request: PhotoLibrary.Preview.Request) async
    func open(request: PhotoLibrary.Open.Request) async
}

/// What the scene keeps for its router: the image chosen, read for cropping, and its name.
@MainActor
protocol PhotoLibraryDataStore: AnyObject {
    var chosenImage: (image: PhotoToCrop, name: String)? { get }
}

/// Browses folders for a photo: folders and JPEG, PPM and BMP images, hidden files left out; an
/// image read small for its preview, or large enough for cropping.
@MainActor
final class PhotoLibraryInteractor: PhotoLibraryBusinessLogic, PhotoLibraryDataStore {
    private let previews = PreviewLoader()

    var presenter: (any PhotoLibraryPresentationLogic)?
    private(set) var chosenImage: (image: PhotoToCrop, name: String)?
    private let startDirectory: URL
    private var directory: URL
    private var entries: [PhotoLibrary.Entry] = []
    private lazy var request = RequestState { [weak self] isLoading in
        self?.presenter?.presentLoading(response: .init(isLoading: isLoading))
    }

    init(directory: String) {
        let start = URL(fileURLWithPath: directory).standardizedFileURL
        startDirectory = start
        self.directory = start
    }

    func showFolder(request: PhotoLibrary.Folder.Request) {
        switch request {
        case .start: list(folder: startDirectory)
        // The folder just left highlighted: where the person was.
        case .parent:
            list(folder: directory.deletingLastPathComponent(), highlighting: .folder(directory.lastPathComponent))
        }
    }

    /// Reads the image at the row for its preview, off the key path (a preview of a row already
    /// left is dropped); anything else has none.
    func preview(request: PhotoLibrary.Preview.Request) async {
        guard entries.indices.contains(request.row), case .image(let name) = entries[request.row] else {
            previews.cancel()
            presenter?.presentPreview(response: .image(nil))
            return
        }
        presenter?.presentPreview(response: .loading)
        guard let loaded = await previews.load(path: directory.appendingPathComponent(name).path) else { return }
        switch loaded {
        case .success(let image): presenter?.presentPreview(response: .image(image))
        case .failure(let error): presenter?.presentPreview(response: .failed(error))
        }
    }

    /// An image is decoded off the main actor, loading meanwhile (a large photo takes seconds);
    /// given up when the calling task is cancelled.
    func open(request: PhotoLibrary.Open.Request) async {
        guard entries.indices.contains(request.row) else { return }
        switch entries[request.row] {
        case .parent: showFolder(request: .parent)
        case .folder(let name): list(folder: directory.appendingPathComponent(name))
        case .image(let name):
            let path = directory.appendingPathComponent(name).path
            await self.request.run {
                do {
                    guard let image = try await PhotoToCrop.loadInBackground(path: path) else { return }
                    chosenImage = (image, name)
                    presenter?.presentOpen(response: .opened)
                } catch {
                    presenter?.presentOpen(response: .failed(error))
                }
            }
        }
    }

    /// Lists `folder`: its subfolders, then its images, each by name. The first row is
    /// highlighted, or `highlighting` where it is listed.
    private func list(folder: URL, highlighting: PhotoLibrary.Entry? = nil) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
                .sorted()
        } catch {
            presenter?.presentOpen(response: .folderFailed(path: folder.path, error))
            return
        }
        directory = folder
        let folders = names.filter { isFolder(folder.appendingPathComponent($0)) }.map(PhotoLibrary.Entry.folder)
        let images = names.filter { ImageFile.isPhoto(atPath: folder.appendingPathComponent($0).path) }.map(
            PhotoLibrary.Entry.image)
        entries = (folder.path == "/" ? [] : [.parent]) + folders + images
        let row = highlighting.flatMap(entries.firstIndex(of:)) ?? 0
        // The view controller highlights the row, which asks for its preview.
        presenter?.presentFolder(
            response: .init(startDirectory: startDirectory, directory: directory, entries: entries, highlightedRow: row)
        )
    }

    private func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
