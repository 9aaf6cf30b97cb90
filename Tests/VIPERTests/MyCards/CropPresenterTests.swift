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
    let image = RGBImage(width: 800, height: 600) { _, _ in RGB(red: 9, green: 9, blue: 9) }

    @Test func theTitleAndTheZoomAsTextAndThePhotoGoesToTheCaller() {
        let caller = PhotoCallerSpy()
        let view = CropViewSpy()
        let interactor = CropInteractor(image: image)
        let sut = CropPresenter(name: "shop.jpg", interactor: interactor, output: caller)
        sut.view = view
        interactor.output = sut

        sut.viewDidLoad()
        #expect(view.title == "Crop shop.jpg")
        #expect(view.zoomText == "Zoom 1.00×")
        sut.zoomTapped(by: CropFrame.zoomStep)
        #expect(view.zoomText == "Zoom 1.25×")
        sut.confirmTapped()

        #expect(caller.photos.count == 1)
    }

    @Test func errorsAreTheirTexts() {
        let view = CropViewSpy()
        let sut = CropPresenter(name: "dot.ppm", interactor: CropInteractor(image: image), output: PhotoCallerSpy())
        sut.view = view

        sut.imageTooSmall()
        sut.photoCouldNotBeCropped(ServiceFailure("broken"))

        #expect(view.alerts == ["The image is too small for a card.", "The photo could not be cropped: broken"])
    }
}

@MainActor
final class CropViewSpy: CropViewProtocol {
    var title = ""
    private(set) var alerts: [String] = []
    private(set) var zoomText = ""

    func present(_ alert: AlertContent) { alerts.append(alert.message) }
    func setImage(_ image: RGBImage) {}
    func setOutline(_ outline: PixelRect?, zoomText: String) { self.zoomText = zoomText }
}
