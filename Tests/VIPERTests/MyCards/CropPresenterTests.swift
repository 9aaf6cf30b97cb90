import Domain
import Foundation
import Imaging
import Presentation
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Crop presenter")
struct CropPresenterTests {
    let view = CropViewSpy()
    let interactor = CropInteractorSpy()
    let caller = PhotoCallerSpy()

    private func makeSUT() -> CropPresenter {
        let sut = CropPresenter(name: "shop.jpg", interactor: interactor, output: caller)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func theTitleAndTheZoomAsText() {
        let sut = makeSUT()

        sut.viewDidLoad()
        var zoomed = interactor.frame
        zoomed.zoom(by: CropFrame.zoomStep)
        sut.frameChanged(zoomed)

        #expect(view.title == "Crop shop.jpg")
        #expect(view.zoomTexts == ["Zoom 1.00×", "Zoom 1.25×"])
        #expect(view.unavailable.first?.zoomOut == "Already at 1.00×, the widest.", "nothing to zoom out of at 1×")
        #expect(view.unavailable.last?.zoomOut == nil)
        #expect(view.unavailable.last?.zoomIn == nil)
    }

    @Test func inputsGoToTheInteractorAndThePhotoToTheCaller() {
        let sut = makeSUT()

        sut.zoomTapped(by: CropFrame.zoomStep)
        sut.moveTapped(dx: -1, dy: 0)
        sut.confirmTapped()

        #expect(interactor.calls == [.zoom(by: 0.25), .move(dx: -1, dy: 0), .cropPhoto])
        #expect(caller.photos == [CardFixtures.photo(8)])
    }

    @Test func errorsAreTheirTexts() {
        let sut = makeSUT()

        sut.imageTooSmall()
        sut.photoCouldNotBeCropped(ServiceFailure("broken"))

        #expect(view.alerts == ["The image is too small for a card.", "The photo could not be cropped: broken"])
    }

    @Test func theImageToCropIsShown() {
        let sut = makeSUT()

        sut.viewDidLoad()

        #expect(view.image == interactor.image)
    }
}

@MainActor
final class CropViewSpy: CropViewProtocol {
    var title = ""
    private(set) var alerts: [String] = []
    private(set) var zoomTexts: [String] = []
    private(set) var unavailable: [CropFrame.UnavailableReasons] = []
    private(set) var image: PhotoToCrop?

    func present(_ alert: AlertContent) { alerts.append(alert.message) }
    func setImage(_ image: PhotoToCrop) { self.image = image }
    func setFrame(outline: PixelRect?, zoomText: String, unavailable: CropFrame.UnavailableReasons) {
        zoomTexts.append(zoomText)
        self.unavailable.append(unavailable)
    }
}

/// A 400 × 300 image; records what it was asked; the photo cut is a fixed one.
@MainActor
final class CropInteractorSpy: CropInteractorProtocol {
    weak var output: (any CropInteractorOutputProtocol)?
    let image = PhotoToCrop(image: RGBImage(width: 400, height: 300) { _, _ in RGB(red: 9, green: 9, blue: 9) })
    let frame = CropFrame(imageSize: ImageSize(width: 400, height: 300))

    enum Call: Equatable {
        case zoom(by: Double)
        case move(dx: Int, dy: Int)
        case cropPhoto
    }

    private(set) var calls: [Call] = []

    func loadImage() {
        output?.imageLoaded(image)
        output?.frameChanged(frame)
    }

    func zoom(by step: Double) { calls.append(.zoom(by: step)) }
    func move(dx: Int, dy: Int) { calls.append(.move(dx: dx, dy: dy)) }

    func cropPhoto() {
        calls.append(.cropPhoto)
        output?.photoCropped(CardFixtures.photo(8))
    }
}
