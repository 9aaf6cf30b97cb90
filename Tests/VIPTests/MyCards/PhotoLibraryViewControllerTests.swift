import TerminalUI
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Photo library view controller")
struct PhotoLibraryViewControllerTests {
    @Test func theStartFolderThenTheParentAndTheHighlightedRow() async {
        let interactor = PhotoLibraryInteractorSpy()
        let sut = PhotoLibraryViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 80, rows: 24))
        await driver.start(sut)
        sut.displayFolder(
            viewModel: .init(
                path: "Pictures",
                rows: [
                    .init(title: "..", detail: "parent folder", isFolder: false),
                    .init(title: "shop.jpg", detail: nil, isFolder: false),
                ]))
        await driver.settle()

        await driver.press(.down, .enter, .backspace)

        #expect(interactor.requests.first == .showFolder(request: .start))
        #expect(interactor.requests.suffix(3) == [.preview(row: 1), .open(row: 1), .showFolder(request: .parent)])
    }

    @Test func aNewListingStartsAtItsFirstRowAndPreviewsIt() async {
        let interactor = PhotoLibraryInteractorSpy()
        let sut = PhotoLibraryViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 80, rows: 24))
        await driver.start(sut)
        sut.displayFolder(
            viewModel: .init(
                path: "Pictures",
                rows: [
                    .init(title: "..", detail: "parent folder", isFolder: false),
                    .init(title: "Shops/", detail: nil, isFolder: true),
                ]))
        await driver.settle()
        await driver.press(.down)

        sut.displayFolder(
            viewModel: .init(
                path: "Pictures/Shops",
                rows: [
                    .init(title: "..", detail: "parent folder", isFolder: false),
                    .init(title: "inside.jpg", detail: nil, isFolder: false),
                ]))
        await driver.settle()

        #expect(sut.list.highlighted == ListIndex(section: 0, row: 0), "not the row highlighted in the folder before")
        #expect(interactor.requests.last == .preview(row: 0))
    }

    @Test func openingLeavesTheLoadingIndicatorToTheInteractor() async {
        let interactor = PhotoLibraryInteractorSpy()
        let sut = PhotoLibraryViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 80, rows: 24))
        await driver.start(sut)
        sut.displayFolder(
            viewModel: .init(
                path: "Pictures",
                rows: [
                    .init(title: "..", detail: "parent folder", isFolder: false),
                    .init(title: "Shops/", detail: nil, isFolder: true),
                ]))
        await driver.settle()

        let loading = await driver.pressUntilLoading(.enter)
        await driver.settle()

        #expect(interactor.requests.last == .open(row: 0))
        #expect(!loading, "loading shows when the interactor says so (displayLoading); opening a folder shows none")
    }
}

@MainActor
final class PhotoLibraryInteractorSpy: PhotoLibraryBusinessLogic {
    enum Call: Equatable {
        case showFolder(request: PhotoLibrary.Folder.Request)
        case preview(row: Int)
        case open(row: Int)
    }

    private(set) var requests: [Call] = []

    func showFolder(request: PhotoLibrary.Folder.Request) { requests.append(.showFolder(request: request)) }
    func preview(request: PhotoLibrary.Preview.Request) async { requests.append(.preview(row: request.row)) }
    func open(request: PhotoLibrary.Open.Request) { requests.append(.open(row: request.row)) }
}
