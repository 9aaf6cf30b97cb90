import Domain
import Imaging
import Presentation

/// What the crop presenter may tell its view.
@MainActor
protocol CropViewProtocol: AnyObject {
    var title: String { get set }
    func present(_ alert: AlertContent)
    func setImage(_ image: PhotoToCrop)
    func setFrame(outline: PixelRect?, zoomText: String, actions: CropPresenter.Actions)
}
