import Imaging
import Presentation
import TerminalUI

/// The folder being browsed, its folders and images, and a preview of the highlighted image: a
/// passive view, which opens Crop when the presenter says so.
@MainActor
final class PhotoLibraryView: Screen, PhotoLibraryViewProtocol {
    let presenter: PhotoLibraryPresenter
    let folderLabel = Label("", role: .hint)
    let list = ListView()
    let preview = ImageView(placeholder: "No image highlighted")

    init(presenter: PhotoLibraryPresenter) {
        self.presenter = presenter
        super.init(title: "Photo Library")
        content = Stack([folderLabel, Row([list, preview])])
        list.onSelect = { [weak self] index in self?.choose(row: index.row) }
        list.onHighlight = { [weak self] index in self?.highlight(row: index.row) }
        keyBindings = [
            KeyBinding(.enter, "Open") { [weak self] in self?.openHighlighted() },
            KeyBinding(.backspace, "Parent folder") { [weak self] in self?.presenter.parentFolderTapped() },
        ]
        presenter.view = self
    }

    override func didLoad() {
        presenter.viewDidLoad()
    }

    func setPath(_ path: String) {
        folderLabel.text = path
    }

    func setRows(_ rows: [PhotoLibraryPresenter.Row], highlighting highlighted: Int) {
        list.sections = [
            ListSection(
                items: rows.map { row in
                    ListItem(
                        row.title, details: row.detail.map { [$0] } ?? [], accessory: row.isFolder ? .disclosure : .none
                    )
                })
        ]
        list.highlight(ListIndex(section: 0, row: highlighted))
    }

    func setPreview(_ image: RGBImage?, placeholder: String) {
        preview.source = image.map(ImageView.Source.pixels)
        preview.placeholder = placeholder
    }

    func showCrop(of image: PhotoToCrop, name: String) {
        navigation?.push(
            CropView(
                presenter: CropPresenter(image: image, name: name) { [weak presenter] photo in
                    presenter?.photoCropped(photo)
                }))
    }

    private func openHighlighted() {
        list.highlighted.map { choose(row: $0.row) }
    }

    private func highlight(row: Int) {
        app?.perform(showingLoading: false) { [presenter] in await presenter.didHighlight(row: row) }
    }

    private func choose(row: Int) {
        app?.perform(showingLoading: false) { [presenter] in await presenter.didChoose(row: row) }
    }
}
