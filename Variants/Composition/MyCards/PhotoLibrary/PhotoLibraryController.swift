import CompositionChildren
import Foundation
import Imaging
import Presentation
import TerminalUI

/// Browses folders for a photo — the folder caption, the list of entries, the preview and the
/// preview's fetcher as children: folders and JPEG, PPM and BMP images, with a preview of the
/// highlighted one. A chosen image opens in Crop; one that cannot be read says why.
@MainActor
final class PhotoLibraryController: Screen {
    /// One line of the list.
    enum Entry: Hashable {
        case parent
        case folder(String)
        case image(String)
    }

    let folderCaption = CaptionController()
    let list = ListController<Entry>()
    let preview = ImageController(placeholder: "No image highlighted")
    let previews = PreviewFetcherController()
    private let startDirectory: URL
    private(set) var directory: URL
    private(set) var entries: [Entry] = []
    private let onPhotoChosen: (Data) -> Void
    private lazy var request = RequestState { [weak self] isInFlight in self?.showsLoading = isInFlight }

    init(directory: String, onPhotoChosen: @escaping (Data) -> Void) {
        self.directory = URL(fileURLWithPath: directory).standardizedFileURL
        startDirectory = self.directory
        self.onPhotoChosen = onPhotoChosen
        super.init(title: "Photo Library")
        content = Stack([slot(showing: folderCaption), Row([slot(showing: list), slot(showing: preview)])])
        addChild(previews)
        list.onChoose = { [weak self] entry in self?.entryChosen(entry) }
        list.onHighlight = { [weak self] entry in self?.entryHighlighted(entry) }
        previews.onLoaded = { [weak self] loaded in self?.previewLoaded(loaded) }
        keyBindings = [
            KeyBinding(.enter, "Open") { [weak self] in self?.openHighlighted() },
            KeyBinding(.backspace, "Parent folder") { [weak self] in self?.showParentFolder() },
        ]
    }

    /// The starting folder, listed once an app can show what went wrong.
    override func didLoad() {
        show(folder: directory)
    }

    func entryChosen(_ entry: Entry) {
        switch entry {
        case .parent:
            showParentFolder()
        case .folder(let name):
            show(folder: directory.appendingPathComponent(name))
        case .image(let name):
            open(image: directory.appendingPathComponent(name))
        }
    }

    private func openHighlighted() {
        list.highlighted.map(entryChosen)
    }

    /// Previews the highlighted entry's image, decoded off the key path: keys go on meanwhile,
    /// and a preview of a row already left is dropped.
    private func entryHighlighted(_ entry: Entry) {
        preview.source = nil
        guard case .image(let name) = entry else {
            previews.cancel()
            preview.placeholder = "No image highlighted"
            return
        }
        preview.placeholder = "Loading the preview…"
        previews.load(path: directory.appendingPathComponent(name).path)
    }

    /// The highlighted image's preview, or why it cannot be read.
    private func previewLoaded(_ loaded: Result<RGBImage, ImagingError>) {
        switch loaded {
        case .success(let image):
            preview.source = .pixels(image)
        case .failure(let error):
            preview.placeholder = "Cannot open: \(error)"
        }
    }

    /// Decodes the image off the main actor, the spinner showing (a large photo takes seconds;
    /// keys typed meanwhile are not kept for later, and Esc gives up). What cannot be opened says
    /// why where its preview would be, and to the Enter that asked.
    private func open(image url: URL) {
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            await request.run {
                do {
                    guard let image = try await PhotoToCrop.loadInBackground(path: url.path) else { return }
                    navigation?.push(
                        CropController(image: image, name: url.lastPathComponent, onPhotoCropped: onPhotoChosen))
                } catch {
                    preview.source = nil
                    preview.placeholder = "Cannot open: \(error)"
                    present(.error("The image cannot be opened: \(error)"))
                }
            }
        }
    }

    /// The folder above, the one just left highlighted: where the person was.
    private func showParentFolder() {
        show(folder: directory.deletingLastPathComponent(), highlighting: .folder(directory.lastPathComponent))
    }

    /// Lists `folder`: its subfolders, then its images, each by name; hidden files left out. The
    /// first row is highlighted, or `highlighting` where it is listed.
    private func show(folder: URL, highlighting: Entry? = nil) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
                .sorted()
        } catch {
            present(.error("Cannot open \(folder.path): \(error.localizedDescription)"))
            return
        }
        directory = folder
        let folders = names.filter { isFolder(folder.appendingPathComponent($0)) }.map(Entry.folder)
        let images = names.filter { ImageFile.isPhoto(atPath: folder.appendingPathComponent($0).path) }.map(Entry.image)
        entries = (folder.path == "/" ? [] : [.parent]) + folders + images
        folderCaption.text = shownPath(of: folder)
        list.show([.init(items: entries)], as: Self.item(for:))
        // Highlighting a row previews it.
        preview.source = nil
        if let entry = highlighting.flatMap({ entries.contains($0) ? $0 : nil }) ?? entries.first {
            list.highlight(entry)
        }
    }

    /// Inside the folder the library started in, paths read from that folder's name on
    /// ("Pictures/Shops"); elsewhere, in full.
    private func shownPath(of folder: URL) -> String {
        let base = startDirectory.deletingLastPathComponent().path
        let prefix = base == "/" ? "/" : base + "/"
        let isInside = folder.path == startDirectory.path || folder.path.hasPrefix(startDirectory.path + "/")
        return isInside ? String(folder.path.dropFirst(prefix.count)) : folder.path
    }

    private func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func item(for entry: Entry) -> ListItem {
        switch entry {
        case .parent: ListItem("..", details: ["parent folder"])
        case .folder(let name): ListItem(name + "/", accessory: .disclosure)
        case .image(let name): ListItem(name)
        }
    }
}
