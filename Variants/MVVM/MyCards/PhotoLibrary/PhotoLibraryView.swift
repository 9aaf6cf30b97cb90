import Presentation
import TerminalUI

/// The folder being browsed, its folders and images, and a preview of the highlighted image,
/// bound to the view model.
@MainActor
final class PhotoLibraryView: Screen {
    let viewModel: PhotoLibraryViewModel
    let folderLabel = Label("", role: .hint)
    let list = ListView()
    let preview = ImageView(placeholder: "No image highlighted")
    private var shownListing = 0

    init(viewModel: PhotoLibraryViewModel) {
        self.viewModel = viewModel
        super.init(title: "Photo Library")
        viewModel.onAlert = { [weak self] alert in self?.present(alert) }
        content = Stack([folderLabel, Row([list, preview])])
        list.onSelect = { [weak self] index in self?.choose(row: index.row) }
        list.onHighlight = { [weak self] index in self?.highlight(row: index.row) }
        keyBindings = [
            KeyBinding(.enter, "Open") { [weak self] in self?.openHighlighted() },
            KeyBinding(.backspace, "Parent folder") { [weak self] in self?.viewModel.showParentFolder() },
        ]
    }

    /// The starting folder, listed once an app can show what went wrong.
    override func didLoad() {
        viewModel.showStartFolder()
    }

    override func updateViews() {
        showsLoading = viewModel.request.isInFlight
        folderLabel.text = viewModel.shownPath
        if viewModel.listing != shownListing {
            shownListing = viewModel.listing
            list.sections = [
                ListSection(
                    items: viewModel.rows.map { row in
                        ListItem(
                            row.title, details: row.detail.map { [$0] } ?? [],
                            accessory: row.isFolder ? .disclosure : .none)
                    })
            ]
            list.highlight(ListIndex(section: 0, row: viewModel.openingRow))
        }
        preview.source = viewModel.preview.map(ImageView.Source.pixels)
        preview.placeholder = viewModel.previewPlaceholder
    }

    private func highlight(row: Int) {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.highlight(row: row) }
    }

    private func openHighlighted() {
        list.highlighted.map { choose(row: $0.row) }
    }

    private func choose(row: Int) {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.choose(row: row) }
    }
}
