import Foundation
import Imaging
import Presentation
import TerminalUI

/// Browses folders for a photo: folders and JPEG, PPM and BMP images, with a preview of the
/// highlighted one. A chosen image opens in Crop; one that cannot be read says why.
@MainActor
final class PhotoLibraryController: Screen {
    /// One line of the list.
    enum Entry: Hashable {
        case parent
        case folder(String)
        case image(String)
    }

    private let previews = PreviewLoader()

    let view = PhotoLibraryView()
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
        content = view
        view.list.onSelect = { [weak self] index in self?.entryChosen(at: index.row) }
        view.list.onHighlight = { [weak self] index in self?.entryHighlighted(at: index.row) }
        keyBindings = [
            KeyBinding(.enter, "Open") { [weak self] in self?.openHighlighted() },
            KeyBinding(.backspace, "Parent folder") { [weak self] in self?.showParentFolder() },
        ]
    }

    /// The starting folder, listed once an app can show what went wrong.
    override func didLoad() {
        show(folder: directory)
    }

    func entryChosen(at row: Int) {
        guard entries.indices.contains(row) else { return }
        switch entries[row] {
        case .parent:
            showParentFolder()
        case .folder(let name):
            show(folder: directory.appendingPathComponent(name))
        case .image(let name):
            open(image: directory.appendingPathComponent(name))
        }
    }

    private func openHighlighted() {
        view.list.highlighted.map { entryChosen(at: $0.row) }
    }

    /// Previews the image at `row`, decoded off the key path: keys go on meanwhile, and a
    /// preview of a row already left is dropped.
    private func entryHighlighted(at row: Int) {
        view.preview.source = nil
        guard entries.indices.contains(row), case .image(let name) = entries[row] else {
            previews.cancel()
            view.preview.placeholder = "No image highlighted"
            return
        }
        view.preview.placeholder = "Loading the preview…"
        let path = directory.appendingPathComponent(name).path
        app?.perform(showingLoading: false) { [weak self] in
            guard let self, let preview = await previews.load(path: path) else { return }
            switch preview {
            case .success(let image):
                view.preview.source = .pixels(image)
            case .failure(let error):
                view.preview.placeholder = "Cannot open: \(error)"
            }
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
                    view.preview.source = nil
                    view.preview.placeholder = "Cannot open: \(error)"
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
        view.folderLabel.text = shownPath(of: folder)
        view.list.sections = [ListSection(items: entries.map(Self.item(for:)))]
        // Highlighting a row previews it.
        view.preview.source = nil
        view.list.highlight(ListIndex(section: 0, row: highlighting.flatMap(entries.firstIndex(of:)) ?? 0))
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
