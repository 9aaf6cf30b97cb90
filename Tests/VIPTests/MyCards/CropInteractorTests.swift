import Domain
import Foundation
import Imaging
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Crop interactor")
struct CropInteractorTests {
    let image = PhotoToCrop(
        image: RGBImage(width: 800, height: 600) { x, y in RGB(red: UInt8(x % 256), green: UInt8(y % 256), blue: 0) })

    @Test func zoomStaysWithinOneToFourAndTheOutlineInsideTheImage() throws {
        let presenter = CropPresenterSpy()
        let sut = CropInteractor()
        sut.presenter = presenter
        sut.image = image

        for _ in 0..<20 { sut.moveFrame(request: .init(zoomStep: CropFrame.zoomStep, dx: 0, dy: 0)) }
        for _ in 0..<100 { sut.moveFrame(request: .init(zoomStep: 0, dx: 1, dy: 1)) }

        let last = try #require(presenter.frames.last)
        #expect(last.zoom == 4)
        let corner = try #require(last.outline)
        #expect(corner.maxX == image.size.width && corner.maxY == image.size.height)
    }

    @Test func theCroppedPhotoIsCardSizedAndKeptForTheRouter() throws {
        let presenter = CropPresenterSpy()
        let sut = CropInteractor()
        sut.presenter = presenter
        sut.image = image

        sut.confirm(request: .init())

        let photo = try #require(sut.photo)
        #expect(try JPEG.header(of: photo).size == Imaging.CardPhoto.size)
        #expect(presenter.confirms == [.presentConfirm(response: .cropped)])
    }

    @Test func theOutlineMovesAlongOneAxisAtATime() throws {
        let presenter = CropPresenterSpy()
        let sut = CropInteractor()
        sut.presenter = presenter
        sut.image = image
        sut.moveFrame(request: .init(zoomStep: CropFrame.zoomStep, dx: 0, dy: 0))
        let zoomed = try #require(presenter.frames.last?.outline)

        sut.moveFrame(request: .init(zoomStep: 0, dx: -1, dy: 0))
        let left = try #require(presenter.frames.last?.outline)
        sut.moveFrame(request: .init(zoomStep: 0, dx: 0, dy: -1))
        let up = try #require(presenter.frames.last?.outline)

        #expect(left.x < zoomed.x && left.y == zoomed.y)
        #expect(up.x == left.x && up.y < left.y)
    }
}

@MainActor
final class CropPresenterSpy: CropPresentationLogic {
    /// `Crop.Confirm.Response`, which is not Equatable: the error as what it says.
    enum ConfirmResponse: Equatable {
        case cropped
        case imageTooSmall
        case failed(errorDescription: String)
    }

    enum Call: Equatable {
        case presentConfirm(response: ConfirmResponse)
    }

    private(set) var frames: [CropFrame] = []
    private(set) var confirms: [Call] = []

    func presentShow(response: Crop.Show.Response) {}
    func presentFrame(response: Crop.Frame.Response) { frames.append(response.frame) }

    func presentConfirm(response: Crop.Confirm.Response) {
        switch response {
        case .cropped: confirms.append(.presentConfirm(response: .cropped))
        case .imageTooSmall: confirms.append(.presentConfirm(response: .imageTooSmall))
        case .failed(let error):
            confirms.append(.presentConfirm(response: .failed(errorDescription: String(describing: error))))
        }
    }
}
