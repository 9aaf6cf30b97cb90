import Imaging
import TerminalUI

/// Decodes the highlighted image's preview off the key path and hands it, or why it cannot be
/// read, to `onLoaded`; it draws nothing, and drops the preview of a row already left.
@MainActor
final class PreviewFetcherController: Screen {
    private let previews = PreviewLoader()
    var onLoaded: (Result<RGBImage, ImagingError>) -> Void = { _ in }

    init() {
        super.init(title: "Preview fetcher")
    }

    /// The image at `path`, decoded in the background: keys go on meanwhile.
    func load(path: String) {
        app?.perform(showingLoading: false) { [weak self] in
            guard let self, let preview = await previews.load(path: path) else { return }
            onLoaded(preview)
        }
    }

    /// No preview is wanted any more (a folder is highlighted): one under way is dropped.
    func cancel() {
        previews.cancel()
    }
}
