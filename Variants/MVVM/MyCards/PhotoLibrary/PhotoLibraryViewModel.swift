import Foundation
import Imaging
import Observation
import Presentation

/// Browses folders for a photo: folders and JPEG, PPM and BMP images, with a preview of the
/// highlighted one. A chosen image opens Crop; one that cannot be read says why.
@MainActor
@Observable
final class PhotoLibraryViewModel {
    /// One line of the list.
    enum Entry: Hashable {
        case parent
        case folder(String)
        case image(String)
    }

    @ObservationIgnored private let previews = PreviewLoader()

    private(set) var directory: URL
    private(set) var entries: [Entry] = []
    /// Counts the listings, so the view highlights `openingRow` of each new one.
    private(set) var listing = 0
    /// The row a new listing opens on: the first, or the folder just left.
    private(set) var openingRow = 0
    private(set) var preview: RGBImage?
    private(set) var previewPlaceholder = "No image highlighted"
    /// An alert to show now: a one-shot event the view hears, not state a render consumes.
    @ObservationIgnored var onAlert: (AlertContent) -> Void = { _ in }
    /// An image being opened: the view shows the loading indicator while there is one.
    let request = RequestState()
    /// The coordinator: held weakly, as every screen of its flow holds it.
    @ObservationIgnored private weak var output: (any PhotoLibraryOutput)?
    @ObservationIgnored private let startDirectory: URL

    init(directory: String, output: any PhotoLibraryOutput) {
        let start = URL(fileURLWithPath: directory).standardizedFileURL
        self.directory = start
        startDirectory = start
        self.output = output
    }

    /// Inside the folder the library started in, paths read from that folder's name on
    /// ("Pictures/Shops"); elsewhere, in full.
    var shownPath: String {
        let base = startDirectory.deletingLastPathComponent().path
        let prefix = base == "/" ? "/" : base + "/"
        let isInside = directory.path == startDirectory.path || directory.path.hasPrefix(startDirectory.path + "/")
        return isInside ? String(directory.path.dropFirst(prefix.count)) : directory.path
    }

    var rows: [(title: String, detail: String?, isFolder: Bool)] {
        entries.map { entry in
            switch entry {
            case .parent: ("..", "parent folder", false)
            case .folder(let name): (name + "/", nil, true)
            case .image(let name): (name, nil, false)
            }
        }
    }

    func showStartFolder() {
        show(folder: directory)
    }

    /// The folder above, the one just left highlighted: where the person was.
    func showParentFolder() {
        show(folder: directory.deletingLastPathComponent(), highlighting: .folder(directory.lastPathComponent))
    }

    func choose(row: Int) async {
        guard entries.indices.contains(row) else { return }
        switch entries[row] {
        case .parent: showParentFolder()
        case .folder(let name): show(folder: directory.appendingPathComponent(name))
        case .image(let name): await open(image: directory.appendingPathComponent(name))
        }
    }

    /// Previews the image at `row`, if it is one, decoded off the key path: a preview of a row
    /// already left is dropped.
    func highlight(row: Int) async {
        preview = nil
        guard entries.indices.contains(row), case .image(let name) = entries[row] else {
            previews.cancel()
            previewPlaceholder = "No image highlighted"
            return
        }
        previewPlaceholder = "Loading the preview…"
        guard let loaded = await previews.load(path: directory.appendingPathComponent(name).path) else { return }
        switch loaded {
        case .success(let image):
            preview = image
        case .failure(let error):
            previewPlaceholder = "Cannot open: \(error)"
        }
    }

    /// Decodes the image off the main actor, loading meanwhile (a large photo takes seconds);
    /// what cannot be opened says why where its preview would be, and to the Enter that asked.
    private func open(image url: URL) async {
        await request.run {
            do {
                guard let image = try await PhotoToCrop.loadInBackground(path: url.path) else { return }
                output?.imageChosen(image, name: url.lastPathComponent)
            } catch {
                preview = nil
                previewPlaceholder = "Cannot open: \(error)"
                onAlert(.error("The image cannot be opened: \(error)"))
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
            onAlert(.error("Cannot open \(folder.path): \(error.localizedDescription)"))
            return
        }
        directory = folder
        let folders = names.filter { isFolder(folder.appendingPathComponent($0)) }.map(Entry.folder)
        let images = names.filter { ImageFile.isPhoto(atPath: folder.appendingPathComponent($0).path) }.map(Entry.image)
        entries = (folder.path == "/" ? [] : [.parent]) + folders + images
        openingRow = highlighting.flatMap(entries.firstIndex(of:)) ?? 0
        // The view highlights `openingRow` of the new listing, which previews it.
        previews.cancel()
        preview = nil
        previewPlaceholder = "No image highlighted"
        listing += 1
    }

    private func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
