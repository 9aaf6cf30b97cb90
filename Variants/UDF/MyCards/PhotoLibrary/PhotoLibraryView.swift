import Imaging
import Presentation
import TerminalUI

/// The folder being browsed, its folders and images, and a preview of the highlighted image:
/// renders the store's state and sends what the person does.
@MainActor
final class PhotoLibraryView: Screen {
    let store: Store<PhotoLibraryFeature.State, PhotoLibraryFeature.Action>
    let folderLabel = Label("", role: .hint)
    let list = ListView()
    let preview = ImageView(placeholder: "No image highlighted")
    private var listing = PresentedOnce<PhotoLibraryFeature.State.Listing>()
    private var alert = PresentedOnce<AlertState<PhotoLibraryFeature.Action.Alert>>()

    init(store: Store<PhotoLibraryFeature.State, PhotoLibraryFeature.Action>) {
        self.store = store
        super.init(title: "Photo Library")
        content = Stack([folderLabel, Row([list, preview])])
        list.onSelect = { [weak self] index in self?.store.send(.chosen(row: index.row)) }
        list.onHighlight = { [weak self] index in self?.store.send(.highlighted(row: index.row)) }
        keyBindings = [
            KeyBinding(.enter, "Open") { [weak self] in self?.openHighlighted() },
            KeyBinding(.backspace, "Parent folder") { [weak self] in self?.store.send(.parentFolderTapped) },
        ]
    }

    override func didLoad() {
        store.send(.appeared)
    }

    override func updateViews() {
        let state = store.state
        showsLoading = state.isOpening
        preview.source = state.preview.image.map(ImageView.Source.pixels)
        preview.placeholder = state.preview.placeholder
        if let listing = listing.toPresent(state.listing) {
            folderLabel.text = state.shownPath
            list.sections = [
                ListSection(
                    items: listing.rows.map { row in
                        ListItem(
                            row.title, details: row.detail.map { [$0] } ?? [],
                            accessory: row.isFolder ? .disclosure : .none)
                    })
            ]
            // Highlighting the row previews it.
            list.highlight(ListIndex(section: 0, row: listing.highlighted))
        }
        if let alert = alert.toPresent(state.alert) {
            present(alert.content { [weak self] in self?.store.send(.alert($0)) })
        }
    }

    private func openHighlighted() {
        list.highlighted.map { store.send(.chosen(row: $0.row)) }
    }
}
