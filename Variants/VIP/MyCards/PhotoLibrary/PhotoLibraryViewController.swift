import Imaging
import TerminalUI

@MainActor
protocol PhotoLibraryDisplayLogic: AnyObject {
    func displayLoading(viewModel: PhotoLibrary.Loading.ViewModel)
    func displayFolder(viewModel: PhotoLibrary.Folder.ViewModel)
    func displayPreview(viewModel: PhotoLibrary.Preview.ViewModel)
    func displayOpen(viewModel: PhotoLibrary.Open.ViewModel)
}

/// The folder being browsed, its folders and images, and a preview of the highlighted image.
@MainActor
final class PhotoLibraryViewController: Screen, PhotoLibraryDisplayLogic {
    var interactor: (any PhotoLibraryBusinessLogic)?
    var router: (any PhotoLibraryRoutingLogic & PhotoLibraryDataPassing)?
    let folderLabel = Label("", role: .hint)
    let list = ListView()
    let preview = ImageView(placeholder: "No image highlighted")

    init() {
        super.init(title: "Photo Library")
        content = Stack([folderLabel, Row([list, preview])])
        list.onSelect = { [weak self] index in self?.open(row: index.row) }
        list.onHighlight = { [weak self] index in self?.preview(row: index.row) }
        keyBindings = [
            KeyBinding(.enter, "Open") { [weak self] in self?.openHighlighted() },
            KeyBinding(.backspace, "Parent folder") { [weak self] in self?.interactor?.showFolder(request: .parent) },
        ]
    }

    /// The starting folder, listed once the app can show what went wrong.
    override func didLoad() {
        interactor?.showFolder(request: .start)
    }

    func displayFolder(viewModel: PhotoLibrary.Folder.ViewModel) {
        folderLabel.text = viewModel.path
        list.sections = [
            ListSection(
                items: viewModel.rows.map { row in
                    ListItem(
                        row.title, details: row.detail.map { [$0] } ?? [], accessory: row.isFolder ? .disclosure : .none
                    )
                })
        ]
        list.highlight(ListIndex(section: 0, row: viewModel.highlightedRow))
    }

    func displayLoading(viewModel: PhotoLibrary.Loading.ViewModel) {
        showsLoading = viewModel.isLoading
    }

    func displayPreview(viewModel: PhotoLibrary.Preview.ViewModel) {
        preview.source = viewModel.image.map(ImageView.Source.pixels)
        preview.placeholder = viewModel.placeholder
    }

    func displayOpen(viewModel: PhotoLibrary.Open.ViewModel) {
        if let alert = viewModel.alert { present(alert) }
        if viewModel.opensCrop { router?.routeToCrop() }
    }

    private func openHighlighted() {
        list.highlighted.map { open(row: $0.row) }
    }

    private func preview(row: Int) {
        app?.perform(showingLoading: false) { [interactor] in await interactor?.preview(request: .init(row: row)) }
    }

    private func open(row: Int) {
        app?.perform(showingLoading: false) { [interactor] in await interactor?.open(request: .init(row: row)) }
    }
}
