import Domain
import Foundation
import Imaging
import Presentation
import TestSupport
import Testing

@testable import MyCardsUDF

@MainActor
@Suite("UDF · Photo library feature", .storesFinish)
struct PhotoLibraryFeatureTests {
    let folder: TemporaryDirectory
    let scheduler = ManualScheduler()

    init() throws {
        folder = try PhotoLibraryFixtures.folder()
    }

    private func makeSUT() -> TestStore<PhotoLibraryFeature> {
        TestStore(
            initialState: PhotoLibraryFeature.State(directory: folder.path, side: .front),
            reducer: PhotoLibraryFeature(previews: PreviewLoader()),
            scheduler: scheduler
        )
    }

    private var start: URL { URL(fileURLWithPath: folder.path).standardizedFileURL }
    private let entries: [PhotoLibraryFeature.State.Entry] = [
        .parent, .folder("Shops"), .image("broken.jpg"), .image("shop.jpg"),
    ]
    private let rows: [PhotoLibraryFeature.State.Row] = [
        .init(title: "..", detail: "parent folder", isFolder: false),
        .init(title: "Shops/", detail: nil, isFolder: true),
        .init(title: "broken.jpg", detail: nil, isFolder: false),
        .init(title: "shop.jpg", detail: nil, isFolder: false),
    ]

    /// The starting folder, listed: its parent, its folder, its images — no text, hidden file or FIFO.
    private func listed(_ sut: TestStore<PhotoLibraryFeature>) async {
        sut.send(.appeared)
        await sut.receive(.listed(start, entries, highlighting: nil)) {
            $0.entries = entries
            $0.listing = .init(number: 1, rows: rows, highlighted: 0)
        }
    }

    @Test func aFolderListsItsParentFoldersAndImagesOnly() async {
        let sut = makeSUT()

        await listed(sut)

        #expect(sut.state.shownPath == start.lastPathComponent)
        await sut.finish()
    }

    @Test func aHighlightedImageIsPreviewedAndABrokenOneSaysWhy() async throws {
        let sut = makeSUT()
        await listed(sut)
        let preview = try ImageFile.load(path: folder.path("shop.jpg"), fitting: ImageSize(width: 320, height: 240))
        let failure: String
        do {
            _ = try ImageFile.load(path: folder.path("broken.jpg"), fitting: ImageSize(width: 320, height: 240))
            failure = "none"
        } catch {
            failure = "\(error)"
        }

        sut.send(.highlighted(row: 3)) { $0.preview = .init(placeholder: "Loading the preview…") }
        await sut.receive(.previewLoaded(preview)) {
            $0.preview = .init(image: preview, placeholder: "No image highlighted")
        }
        sut.send(.highlighted(row: 2)) { $0.preview = .init(placeholder: "Loading the preview…") }
        await sut.receive(.previewUnreadable(reason: failure)) {
            $0.preview = .init(placeholder: "Cannot open: \(failure)")
        }
        sut.send(.highlighted(row: 1)) { $0.preview = .init(placeholder: "No image highlighted") }
        await sut.finish()
    }

    @Test func foldersOpenTheParentComesBackHighlightingWhereItWasAndAnImageOpensCrop() async throws {
        let sut = makeSUT()
        await listed(sut)
        let shops = start.appendingPathComponent("Shops")

        sut.send(.chosen(row: 1))
        await sut.receive(.listed(shops, [.parent], highlighting: nil)) {
            $0.directory = shops
            $0.entries = [.parent]
            $0.listing = .init(
                number: 2, rows: [.init(title: "..", detail: "parent folder", isFolder: false)], highlighted: 0)
        }
        sut.send(.chosen(row: 0))
        await sut.receive(.listed(start, entries, highlighting: .folder("Shops"))) {
            $0.directory = start
            $0.entries = entries
            $0.listing = .init(number: 3, rows: rows, highlighted: 1)
        }
        let image = try #require(try await PhotoToCrop.loadInBackground(path: folder.path("shop.jpg")))
        sut.send(.chosen(row: 3)) { $0.isOpening = true }
        await sut.receive(.imageOpened(image, name: "shop.jpg")) { $0.isOpening = false }
        await sut.receive(.delegate(.imageChosen(image, name: "shop.jpg", for: .front)))
        await sut.finish()
    }
}
