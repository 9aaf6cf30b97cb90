import Foundation
import Imaging

/// Browses folders for a photo: folders and JPEG, PPM and BMP images, hidden files left out; an
/// image read small for its preview, or large enough for cropping.
@MainActor
final class PhotoLibraryInteractor: PhotoLibraryInteractorProtocol {
    private let previews = PreviewLoader()

    weak var output: (any PhotoLibraryInteractorOutputProtocol)?
    private let startDirectory: URL
    private var directory: URL
    private var entries: [PhotoLibraryEntry] = []

    init(directory: String) {
        let start = URL(fileURLWithPath: directory).standardizedFileURL
        startDirectory = start
        self.directory = start
    }

    func openStartFolder() {
        list(folder: startDirectory)
    }

    /// The folder above, the one just left highlighted: where the person was.
    func openParentFolder() {
        list(folder: directory.deletingLastPathComponent(), highlighting: .folder(directory.lastPathComponent))
    }

    /// An image is decoded off the main actor (a large photo takes seconds); given up when the
    /// calling task is cancelled.
    func open(row: Int) async {
        guard entries.indices.contains(row) else { return }
        switch entries[row] {
        case .parent: openParentFolder()
        case .folder(let name): list(folder: directory.appendingPathComponent(name))
        case .image(let name):
            let url = directory.appendingPathComponent(name)
            do {
                guard let image = try await PhotoToCrop.loadInBackground(path: url.path) else { return }
                output?.imageOpened(image, name: name)
            } catch {
                output?.imageCouldNotBeOpened(error)
            }
        }
    }

    /// Reads the image at `row` for its preview, off the key path (a preview of a row already
    /// left is dropped); anything else has none.
    func preview(row: Int) async {
        guard entries.indices.contains(row), case .image(let name) = entries[row] else {
            previews.cancel()
            output?.previewRead(nil)
            return
        }
        output?.previewLoading()
        guard let loaded = await previews.load(path: directory.appendingPathComponent(name).path) else { return }
        switch loaded {
        case .success(let image): output?.previewRead(image)
        case .failure(let error): output?.previewCouldNotBeRead(error)
        }
    }

    /// Lists `folder`: its subfolders, then its images, each by name. The first row is
    /// highlighted, or `highlighting` where it is listed.
    private func list(folder: URL, highlighting: PhotoLibraryEntry? = nil) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
                .sorted()
        } catch {
            output?.folderCouldNotBeListed(folder.path, error: error)
            return
        }
        directory = folder
        let folders = names.filter { isFolder(folder.appendingPathComponent($0)) }.map(PhotoLibraryEntry.folder)
        let images = names.filter { ImageFile.isPhoto(atPath: folder.appendingPathComponent($0).path) }.map(
            PhotoLibraryEntry.image)
        entries = (folder.path == "/" ? [] : [.parent]) + folders + images
        let row = highlighting.flatMap(entries.firstIndex(of:)) ?? 0
        // The view highlights the row, which asks for its preview.
        output?.folderListed(folder, startFolder: startDirectory, entries: entries, highlighted: row)
    }

    private func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
