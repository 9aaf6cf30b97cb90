import Domain
import Imaging
import Presentation

/// What the crop presenter may tell its view.
@MainActor
protocol CropViewProtocol: AnyObject {
    var title: String { get set }
    func present(_ alert: AlertContent)
    func setImage(_ image: PhotoToCrop)
    /// `unavailable`: why each key does nothing now, `nil` for one that acts.
    func setFrame(outline: PixelRect?, zoomText: String, unavailable: CropFrame.UnavailableReasons)
}
