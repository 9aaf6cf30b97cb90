import Domain
import Foundation
import Imaging
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Photo library presenter")
struct PhotoLibraryPresenterTests {
    @Test func thePathFromTheLibrarysFolderRowsAndTexts() {
        let display = PhotoLibraryDisplaySpy()
        let sut = PhotoLibraryPresenter()
        sut.viewController = display
        let start = URL(fileURLWithPath: "/home/zoe/Pictures")

        sut.presentFolder(
            response: .init(
                startDirectory: start, directory: start.appendingPathComponent("Shops"),
                entries: [.parent, .folder("2025"), .image("loyalty.jpg")]))
        sut.presentFolder(
            response: .init(startDirectory: start, directory: URL(fileURLWithPath: "/home/zoe"), entries: []))
        sut.presentPreview(response: .failed(ServiceFailure("broken")))
        sut.presentOpen(response: .failed(ServiceFailure("broken")))

        #expect(display.folders.map(\.path) == ["Pictures/Shops", "/home/zoe"])
        #expect(
            display.folders.first?.rows == [
                .init(title: "..", detail: "parent folder", isFolder: false),
                .init(title: "2025/", detail: nil, isFolder: true),
                .init(title: "loyalty.jpg", detail: nil, isFolder: false),
            ])
        #expect(display.placeholder == "Cannot open: broken")
        #expect(display.alerts == ["The image cannot be opened: broken"], "and to the Enter that asked")
    }

    @Test func onlyAnImageOpenedGoesToCrop() {
        let display = PhotoLibraryDisplaySpy()
        let sut = PhotoLibraryPresenter()
        sut.viewController = display

        sut.presentOpen(response: .opened)
        sut.presentOpen(response: .failed(ServiceFailure("broken")))

        #expect(display.opensCrop == [true, false])
    }
}

@MainActor
final class PhotoLibraryDisplaySpy: PhotoLibraryDisplayLogic {
    private(set) var folders: [PhotoLibrary.Folder.ViewModel] = []
    private(set) var placeholder = ""
    private(set) var alerts: [String] = []
    /// Whether each open goes to Crop.
    private(set) var opensCrop: [Bool] = []

    func displayLoading(viewModel: PhotoLibrary.Loading.ViewModel) {}
    func displayFolder(viewModel: PhotoLibrary.Folder.ViewModel) { folders.append(viewModel) }
    func displayPreview(viewModel: PhotoLibrary.Preview.ViewModel) { placeholder = viewModel.placeholder }

    func displayOpen(viewModel: PhotoLibrary.Open.ViewModel) {
        viewModel.alert.map { alerts.append($0.message) }
        opensCrop.append(viewModel.opensCrop)
    }
}
