import TerminalUI

/// The folder being browsed, its folders and images, and a preview of the highlighted image.
@MainActor
final class PhotoLibraryView: ComposedView {
    let folderLabel = Label("", role: .hint)
    let list = ListView()
    let preview = ImageView(placeholder: "No image highlighted")

    init() {
        super.init()
        body = Stack([folderLabel, Row([list, preview])])
    }
}
