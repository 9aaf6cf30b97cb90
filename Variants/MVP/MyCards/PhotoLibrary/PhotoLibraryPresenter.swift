import Foundation
import Imaging
import Presentation

/// Browses folders for a photo: folders and JPEG, PPM and BMP images, with a preview of the
/// highlighted one. A chosen image opens Crop; one that cannot be read says why.
@MainActor
final class PhotoLibraryPresenter {
    /// One line of the list.
    struct Row: Equatable {
        let title: String
        let detail: String?
        let isFolder: Bool
    }

    /// One entry of a folder.
    private enum Entry: Hashable {
        case parent
        case folder(String)
        case image(String)
    }

    private let previews = PreviewLoader()

    weak var view: (any PhotoLibraryViewProtocol)?
    private var directory: URL
    private var entries: [Entry] = []
    private let startDirectory: URL
    /// Where the cropped photo goes: handed on to Crop.
    private let onPhotoChosen: (Data) -> Void
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(directory: String, onPhotoChosen: @escaping (Data) -> Void) {
        let start = URL(fileURLWithPath: directory).standardizedFileURL
        self.directory = start
        startDirectory = start
        self.onPhotoChosen = onPhotoChosen
    }

    /// The starting folder, listed once the view can show what went wrong.
    func viewDidLoad() {
        show(folder: directory)
    }

    /// The folder above, the one just left highlighted: where the person was.
    func parentFolderTapped() {
        show(folder: directory.deletingLastPathComponent(), highlighting: .folder(directory.lastPathComponent))
    }

    func didChoose(row: Int) async {
        guard entries.indices.contains(row) else { return }
        switch entries[row] {
        case .parent: parentFolderTapped()
        case .folder(let name): show(folder: directory.appendingPathComponent(name))
        case .image(let name): await open(image: directory.appendingPathComponent(name))
        }
    }

    /// Previews the image at `row`, if it is one, decoded off the key path: a preview of a row
    /// already left is dropped.
    func didHighlight(row: Int) async {
        guard entries.indices.contains(row), case .image(let name) = entries[row] else {
            previews.cancel()
            view?.setPreview(nil, placeholder: "No image highlighted")
            return
        }
        view?.setPreview(nil, placeholder: "Loading the preview…")
        guard let loaded = await previews.load(path: directory.appendingPathComponent(name).path) else { return }
        switch loaded {
        case .success(let image):
            view?.setPreview(image, placeholder: "No image highlighted")
        case .failure(let error):
            view?.setPreview(nil, placeholder: "Cannot open: \(error)")
        }
    }

    /// Inside the folder the library started in, paths read from that folder's name on
    /// ("Pictures/Shops"); elsewhere, in full.
    private var shownPath: String {
        let base = startDirectory.deletingLastPathComponent().path
        let prefix = base == "/" ? "/" : base + "/"
        let isInside = directory.path == startDirectory.path || directory.path.hasPrefix(startDirectory.path + "/")
        return isInside ? String(directory.path.dropFirst(prefix.count)) : directory.path
    }

    /// Decodes the image off the main actor, loading meanwhile (a large photo takes seconds);
    /// what cannot be opened says why where its preview would be, and to the Enter that asked.
    private func open(image url: URL) async {
        await request.run {
            do {
                guard let image = try await PhotoToCrop.loadInBackground(path: url.path) else { return }
                view?.showCrop(of: image, name: url.lastPathComponent)
            } catch {
                view?.setPreview(nil, placeholder: "Cannot open: \(error)")
                view?.present(.error("The image cannot be opened: \(error)"))
            }
        }
    }

    /// Lists `folder`: its subfolders, then its images, each by name; hidden files left out. The
    /// first row is highlighted, or `highlighting` where it is listed.
    private func show(folder: URL, highlighting: Entry? = nil) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
                .sorted()
        } catch {
            view?.present(.error("Cannot open \(folder.path): \(error.localizedDescription)"))
            return
        }
        directory = folder
        let folders = names.filter { isFolder(folder.appendingPathComponent($0)) }.map(Entry.folder)
        let images = names.filter { ImageFile.isPhoto(atPath: folder.appendingPathComponent($0).path) }.map(Entry.image)
        entries = (folder.path == "/" ? [] : [.parent]) + folders + images
        view?.setPath(shownPath)
        let row = highlighting.flatMap(entries.firstIndex(of:)) ?? 0
        // Highlighting the row previews it.
        view?.setRows(entries.map(Self.row(for:)), highlighting: row)
    }

    private func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func row(for entry: Entry) -> Row {
        switch entry {
        case .parent: Row(title: "..", detail: "parent folder", isFolder: false)
        case .folder(let name): Row(title: name + "/", detail: nil, isFolder: true)
        case .image(let name): Row(title: name, detail: nil, isFolder: false)
        }
    }

    /// The photo Crop made of the chosen image: it goes to whoever asked for one.
    func photoCropped(_ photo: Data) {
        onPhotoChosen(photo)
    }
}
