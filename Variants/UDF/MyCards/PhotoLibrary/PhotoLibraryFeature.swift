import Domain
import Foundation
import Imaging
import Presentation

/// Browses folders for a photo: folders and JPEG, PPM and BMP images, with a preview of the
/// highlighted one. A chosen image opens Crop; one that cannot be read says why. Reading a
/// folder, decoding a preview and opening an image are effects.
struct PhotoLibraryFeature: Reducer {
    struct State: Equatable {
        /// One entry of a folder.
        enum Entry: Hashable, Sendable {
            case parent
            case folder(String)
            case image(String)
        }

        /// One line of the list.
        struct Row: Equatable {
            let title: String
            let detail: String?
            let isFolder: Bool
        }

        /// A folder as listed: a new one each time, so that its highlight is shown even when
        /// the same folder is listed again.
        struct Listing: Equatable {
            let number: Int
            let rows: [Row]
            let highlighted: Int
        }

        /// The preview of the highlighted row: an image, or the words in its place.
        struct Preview: Equatable {
            var image: RGBImage?
            var placeholder: String
        }

        /// The face the photo is for.
        let side: CardSide
        let startDirectory: URL
        var directory: URL
        var entries: [Entry] = []
        var listing: Listing?
        var preview = Preview(placeholder: "No image highlighted")
        /// An image being opened: the loading indicator shows, and input waits.
        var isOpening = false
        var alert: AlertState<Action.Alert>?

        init(directory: String, side: CardSide) {
            let start = URL(fileURLWithPath: directory).standardizedFileURL
            startDirectory = start
            self.directory = start
            self.side = side
        }

        /// Inside the folder the library started in, paths read from that folder's name on
        /// ("Pictures/Shops"); elsewhere, in full.
        var shownPath: String {
            let base = startDirectory.deletingLastPathComponent().path
            let prefix = base == "/" ? "/" : base + "/"
            let isInside = directory.path == startDirectory.path || directory.path.hasPrefix(startDirectory.path + "/")
            return isInside ? String(directory.path.dropFirst(prefix.count)) : directory.path
        }
    }

    enum Action: Equatable, Sendable {
        /// The starting folder, listed once the screen can show what went wrong.
        case appeared
        case listed(URL, [State.Entry], highlighting: State.Entry?)
        case folderUnreadable(path: String, reason: String)
        /// The folder above, the one just left highlighted: where the person was.
        case parentFolderTapped
        case chosen(row: Int)
        case highlighted(row: Int)
        case previewLoaded(RGBImage)
        case previewUnreadable(reason: String)
        /// The chosen image, decoded; `nil` when its opening was called off.
        case imageOpened(PhotoToCrop?, name: String)
        case imageUnreadable(reason: String)
        case alert(Alert?)
        case delegate(Delegate)

        /// The screen's alerts have nothing to choose: OK dismisses them.
        enum Alert: Equatable, Sendable {}

        enum Delegate: Equatable, Sendable {
            case imageChosen(PhotoToCrop, name: String, for: CardSide)
        }
    }

    /// The preview being decoded: a newer one calls it off.
    private enum CancelID { case preview }

    /// Decodes previews off the main actor, one at a time.
    let previews: PreviewLoader

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .appeared:
            return list(state.directory)
        case .listed(let folder, let entries, let highlighting):
            state.directory = folder
            state.entries = entries
            state.listing = State.Listing(
                number: (state.listing?.number ?? 0) + 1, rows: entries.map(Self.row(for:)),
                highlighted: highlighting.flatMap(entries.firstIndex(of:)) ?? 0
            )
            return .none
        case .folderUnreadable(let path, let reason):
            state.alert = .error("Cannot open \(path): \(reason)")
            return .none
        case .parentFolderTapped:
            return list(
                state.directory.deletingLastPathComponent(), highlighting: .folder(state.directory.lastPathComponent))
        case .chosen(let row):
            guard !state.isOpening, state.entries.indices.contains(row) else { return .none }
            switch state.entries[row] {
            case .parent:
                return reduce(into: &state, action: .parentFolderTapped)
            case .folder(let name):
                return list(state.directory.appendingPathComponent(name))
            case .image(let name):
                state.isOpening = true
                let path = state.directory.appendingPathComponent(name).path
                return .run { send in
                    do {
                        send(.imageOpened(try await PhotoToCrop.loadInBackground(path: path), name: name))
                    } catch {
                        send(.imageUnreadable(reason: "\(error)"))
                    }
                }
            }
        case .highlighted(let row):
            guard state.entries.indices.contains(row), case .image(let name) = state.entries[row] else {
                state.preview = State.Preview(placeholder: "No image highlighted")
                return .merge(.cancel(id: CancelID.preview), .run { [previews] _ in previews.cancel() })
            }
            state.preview = State.Preview(placeholder: "Loading the preview…")
            let path = state.directory.appendingPathComponent(name).path
            return .run(id: CancelID.preview) { [previews] send in
                switch await previews.load(path: path) {
                case .success(let image): send(.previewLoaded(image))
                case .failure(let error): send(.previewUnreadable(reason: "\(error)"))
                case nil: break
                }
            }
        case .previewLoaded(let image):
            state.preview = State.Preview(image: image, placeholder: "No image highlighted")
            return .none
        case .previewUnreadable(let reason):
            state.preview = State.Preview(placeholder: "Cannot open: \(reason)")
            return .none
        case .imageOpened(let image, let name):
            state.isOpening = false
            guard let image else { return .none }
            return .send(.delegate(.imageChosen(image, name: name, for: state.side)))
        case .imageUnreadable(let reason):
            state.isOpening = false
            state.preview = State.Preview(placeholder: "Cannot open: \(reason)")
            state.alert = .error("The image cannot be opened: \(reason)")
            return .none
        case .alert:
            state.alert = nil
            return .none
        case .delegate:
            return .none
        }
    }

    /// Lists `folder`: its subfolders, then its images, each by name; hidden files left out. The
    /// first row is highlighted, or `highlighting` where it is listed.
    private func list(_ folder: URL, highlighting: State.Entry? = nil) -> Effect<Action> {
        .run { send in
            do {
                send(.listed(folder, try Self.entries(of: folder), highlighting: highlighting))
            } catch {
                send(.folderUnreadable(path: folder.path, reason: error.localizedDescription))
            }
        }
    }

    private static func entries(of folder: URL) throws -> [State.Entry] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
            .sorted()
        let folders = names.filter { isFolder(folder.appendingPathComponent($0)) }.map(State.Entry.folder)
        let images = names.filter { ImageFile.isPhoto(atPath: folder.appendingPathComponent($0).path) }.map(
            State.Entry.image)
        return (folder.path == "/" ? [] : [.parent]) + folders + images
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func row(for entry: State.Entry) -> State.Row {
        switch entry {
        case .parent: State.Row(title: "..", detail: "parent folder", isFolder: false)
        case .folder(let name): State.Row(title: name + "/", detail: nil, isFolder: true)
        case .image(let name): State.Row(title: name, detail: nil, isFolder: false)
        }
    }
}
