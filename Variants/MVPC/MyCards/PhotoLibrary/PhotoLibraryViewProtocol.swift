import Imaging
import Presentation

/// What the photo library presenter may tell its view.
@MainActor
protocol PhotoLibraryViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    func present(_ alert: AlertContent)
    func setPath(_ path: String)
    /// A new listing, with the row `highlighted` highlighted.
    func setRows(_ rows: [PhotoLibraryPresenter.Row], highlighting highlighted: Int)
    /// The highlighted image, or why there is none.
    func setPreview(_ image: RGBImage?, placeholder: String)
}
