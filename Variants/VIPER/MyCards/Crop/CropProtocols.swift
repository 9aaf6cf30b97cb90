import Domain
import Foundation
import Imaging
import Presentation

// Every seam of the Crop module.

/// What the presenter tells the view.
@MainActor
protocol CropViewProtocol: AnyObject {
    var title: String { get set }
    func present(_ alert: AlertContent)
    func setImage(_ image: PhotoToCrop)
    /// `unavailable`: why each key does nothing now, `nil` for one that acts.
    func setFrame(outline: PixelRect?, zoomText: String, unavailable: CropFrame.UnavailableReasons)
}

/// What the view tells the presenter.
@MainActor
protocol CropPresenterProtocol: AnyObject {
    func viewDidLoad()
    func zoomTapped(by step: Double)
    func moveTapped(dx: Int, dy: Int)
    func confirmTapped()
}

/// The use case: the card framed in the image, and the photo cut from it.
@MainActor
protocol CropInteractorProtocol: AnyObject {
    /// The image and the frame over it, told to the output.
    func loadImage()
    func zoom(by step: Double)
    func move(dx: Int, dy: Int)
    func cropPhoto()
}

/// What the interactor tells the presenter.
@MainActor
protocol CropInteractorOutputProtocol: AnyObject {
    func imageLoaded(_ image: PhotoToCrop)
    func frameChanged(_ frame: CropFrame)
    func photoCropped(_ photo: Data)
    func imageTooSmall()
    func photoCouldNotBeCropped(_ error: any Error)
}

/// What the module tells the module that opened it.
@MainActor
protocol CropModuleOutput: AnyObject {
    func photoCropped(_ photo: Data)
}
