import Domain
import Imaging
import Presentation

/// What the photo capture presenter may tell its view.
@MainActor
protocol PhotoCaptureViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    var status: String? { get set }
    func present(_ alert: AlertContent)
    /// Which camera and flash are set, as a line.
    func setCameraLine(_ line: String)
    /// The flash key's title, which says what the flash is set to.
    func setFlashKeyTitle(_ title: String)
    /// A preview frame and the card outline over it.
    func setFrame(_ frame: RGBImage, outline: PixelRect?)
}
