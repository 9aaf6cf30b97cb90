import Domain
import Imaging
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Crop presenter")
struct CropPresenterTests {
    @Test func theTitleTheZoomAsTextAndTheErrorTexts() {
        let display = CropDisplaySpy()
        let sut = CropPresenter()
        sut.viewController = display
        let image = PhotoToCrop(image: RGBImage(width: 400, height: 300) { _, _ in RGB(red: 9, green: 9, blue: 9) })
        var frame = CropFrame(imageSize: image.size)

        sut.presentShow(response: .init(name: "shop.jpg", image: image, frame: frame))
        frame.zoom(by: CropFrame.zoomStep)
        sut.presentFrame(response: .init(frame: frame))
        sut.presentConfirm(response: .imageTooSmall)

        #expect(display.title == "Crop shop.jpg")
        #expect(display.zoomTexts == ["Zoom 1.00×", "Zoom 1.25×"])
        #expect(display.alerts == ["The image is too small for a card."])
    }

    @Test func onlyACroppedPhotoLeavesTheCrop() {
        let display = CropDisplaySpy()
        let sut = CropPresenter()
        sut.viewController = display

        sut.presentConfirm(response: .cropped)
        sut.presentConfirm(response: .imageTooSmall)
        sut.presentConfirm(response: .failed(ServiceFailure("broken")))

        #expect(display.cropped == [true, false, false])
    }
}

@MainActor
final class CropDisplaySpy: CropDisplayLogic {
    private(set) var title = ""
    private(set) var zoomTexts: [String] = []
    private(set) var alerts: [String] = []
    /// Whether each confirmation cropped.
    private(set) var cropped: [Bool] = []

    func displayShow(viewModel: Crop.Show.ViewModel) { title = viewModel.title }
    func displayFrame(viewModel: Crop.Frame.ViewModel) { zoomTexts.append(viewModel.zoomText) }

    func displayConfirm(viewModel: Crop.Confirm.ViewModel) {
        viewModel.alert.map { alerts.append($0.message) }
        cropped.append(viewModel.isCropped)
    }
}
