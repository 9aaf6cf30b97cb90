import Foundation
import Imaging
import Presentation

/// Decides what PhotoLibrary shows: the path from the library's own folder, a row per entry,
/// the preview or why there is none, the error texts.
@MainActor
final class PhotoLibraryPresenter: PhotoLibraryPresenterProtocol, PhotoLibraryInteractorOutputProtocol {
    weak var view: (any PhotoLibraryViewProtocol)?
    private let interactor: any PhotoLibraryInteractorProtocol
    private let router: any PhotoLibraryRouterProtocol
    private weak var output: (any PhotoLibraryModuleOutput)?
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(
        interactor: any PhotoLibraryInteractorProtocol, router: any PhotoLibraryRouterProtocol,
        output: any PhotoLibraryModuleOutput
    ) {
        self.interactor = interactor
        self.router = router
        self.output = output
    }

    /// The starting folder, listed once the view can show what went wrong.
    func viewDidLoad() {
        interactor.openStartFolder()
    }

    /// Loading while an image is opened: a large photo takes seconds.
    func didChoose(row: Int) async {
        await request.run { await interactor.open(row: row) }
    }

    func didHighlight(row: Int) async {
        await interactor.preview(row: row)
    }

    func parentFolderTapped() {
        interactor.openParentFolder()
    }

    // MARK: The interactor's output

    func folderListed(_ folder: URL, startFolder: URL, entries: [PhotoLibraryEntry], highlighted: Int) {
        view?.setPath(Self.path(of: folder, from: startFolder))
        view?.setRows(entries.map(Self.row(for:)), highlighting: highlighted)
    }

    func folderCouldNotBeListed(_ path: String, error: any Error) {
        view?.present(.error("Cannot open \(path): \(error.localizedDescription)"))
    }

    func previewLoading() {
        view?.setPreview(nil, placeholder: "Loading the preview…")
    }

    func previewRead(_ image: RGBImage?) {
        view?.setPreview(image, placeholder: "No image highlighted")
    }

    func previewCouldNotBeRead(_ error: any Error) {
        view?.setPreview(nil, placeholder: "Cannot open: \(error)")
    }

    func imageOpened(_ image: PhotoToCrop, name: String) {
        router.showCrop(of: image, name: name, output: self)
    }

    /// Said where its preview would be, and to the Enter that asked for it.
    func imageCouldNotBeOpened(_ error: any Error) {
        view?.setPreview(nil, placeholder: "Cannot open: \(error)")
        view?.present(.error("The image cannot be opened: \(error)"))
    }

    /// Inside the folder the library started in, paths read from that folder's name on
    /// ("Pictures/Shops"); elsewhere, in full.
    private static func path(of directory: URL, from start: URL) -> String {
        let base = start.deletingLastPathComponent().path
        let prefix = base == "/" ? "/" : base + "/"
        let isInside = directory.path == start.path || directory.path.hasPrefix(start.path + "/")
        return isInside ? String(directory.path.dropFirst(prefix.count)) : directory.path
    }

    private static func row(for entry: PhotoLibraryEntry) -> PhotoLibraryRow {
        switch entry {
        case .parent: PhotoLibraryRow(title: "..", detail: "parent folder", isFolder: false)
        case .folder(let name): PhotoLibraryRow(title: name + "/", detail: nil, isFolder: true)
        case .image(let name): PhotoLibraryRow(title: name, detail: nil, isFolder: false)
        }
    }
}

extension PhotoLibraryPresenter: CropModuleOutput {
    func photoCropped(_ photo: Data) {
        output?.photoChosen(photo)
    }
}
