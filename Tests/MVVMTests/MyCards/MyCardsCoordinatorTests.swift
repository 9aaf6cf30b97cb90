import Domain
import Foundation
import Imaging
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("MVVM · My Cards coordinator")
struct MyCardsCoordinatorTests {
    let navigation = NavigationSpy()
    let work = WorkRecorder()
    let store = CardStoreSpy([CardFixtures.coffee])
    let remote = CardSyncServiceSpy()

    private func makeSUT(photosDirectory: String = "/", startsSignedIn: Bool = true) async -> MyCardsCoordinator {
        MyCardsCoordinator(
            auth: AuthServiceSpy(), settings: SettingsStoreSpy(), offersDemoAccount: true,
            startsSignedIn: startsSignedIn,
            cards: store, sync: CardSync(store: store, remote: remote), camera: await CardFixtures.testCamera(),
            photosDirectory: photosDirectory,
            seams: AppSeams(navigation: navigation, work: work, scheduler: ManualScheduler())
        )
    }

    /// The list first; a card opened on top of it.
    private func startOnACard(_ mode: CardDetailsMode = .normal, photosDirectory: String = "/") async throws -> (
        MyCardsCoordinator, CardDetailsView
    ) {
        let sut = await makeSUT(photosDirectory: photosDirectory)
        navigation.setRoot(sut.start())
        if mode == .create { sut.newCardChosen() } else { sut.cardChosen(CardFixtures.coffee) }
        let card = try #require(navigation.top as? CardDetailsView)
        return (sut, card)
    }

    @Test func theAppStartsOnTheListAndACardOpensShownOrNew() async throws {
        let (sut, shown) = try await startOnACard()
        sut.newCardChosen()
        let new = navigation.top as? CardDetailsView

        #expect(navigation.screens.first is CardListView)
        #expect(shown.viewModel.title == "Card Details")
        #expect(new?.viewModel.title == "Add new card")
    }

    @Test func aFaceOpensItsPhotoAndClosingItComesBack() async throws {
        let (sut, card) = try await startOnACard()

        sut.facePhotoChosen(CardFixtures.photo(1), of: .back)
        #expect(navigation.top is CardPhotoView)
        sut.cardPhotoDismissed()

        #expect(navigation.top === card)
    }

    @Test func aPhotoTakenWithTheCameraGoesOnItsFaceBackOnTheCard() async throws {
        let (sut, card) = try await startOnACard(.create)

        sut.cameraChosen(for: .back)
        #expect(navigation.top is PhotoCaptureView)
        photoFlow(of: sut)?.photoTaken(CardFixtures.photo(2))

        #expect(navigation.top === card)
        #expect(card.viewModel.draft.back == CardFixtures.photo(2))
        #expect(sut.childCoordinators.isEmpty, "the photo's flow is over")
    }

    @Test func aPhotoChosenInTheLibraryIsCroppedThenGoesOnItsFace() async throws {
        let folder = try PhotoLibraryFixtures.folder()
        let (sut, card) = try await startOnACard(.create, photosDirectory: folder.path)

        sut.photoLibraryChosen(for: .front)
        #expect(navigation.top is PhotoLibraryView)
        photoFlow(of: sut)?.imageChosen(
            PhotoToCrop(image: RGBImage(width: 400, height: 300) { _, _ in RGB(red: 1, green: 2, blue: 3) }),
            name: "shop.jpg")
        #expect(navigation.top is CropView)
        photoFlow(of: sut)?.photoCropped(CardFixtures.photo(3))

        #expect(navigation.top === card)
        #expect(card.viewModel.draft.front == CardFixtures.photo(3))
        #expect(sut.childCoordinators.isEmpty, "the photo's flow is over, crop and library with it")
    }

    @Test func aNewCardSavedClosesAndTheListUploadsIt() async throws {
        let (sut, _) = try await startOnACard(.create)
        let list = try #require(navigation.screens.first)

        try await CardSync(store: store, remote: remote).saveLocally(CardFixtures.books)
        sut.cardCreated(CardFixtures.books)
        await work.settle()

        #expect(navigation.top === list)
        #expect(await remote.uploads.map { $0.map(\.name) } == [["Book Nook"]])
        #expect((list as? CardListView)?.viewModel.status == "Uploaded \"Book Nook\"")
    }

    @Test func anEditSavedStaysOnTheCardWhileTheListUploadsIt() async throws {
        let (sut, card) = try await startOnACard()

        sut.cardSaved(CardFixtures.coffee)
        await work.settle()

        #expect(navigation.top === card)
        #expect(await remote.uploads.count == 1)
    }

    @Test func aDeletedCardClosesAndTheListDeletesItOnTheBackend() async throws {
        let (sut, _) = try await startOnACard()
        let list = try #require(navigation.screens.first)

        sut.cardDeleted(CardFixtures.coffee)
        await work.settle()

        #expect(navigation.top === list)
        #expect(await remote.deletedIdentifiers == ["coffee"])
    }

    @Test func aCardClosedGoesBackToTheList() async throws {
        let (sut, _) = try await startOnACard()
        let list = try #require(navigation.screens.first)

        sut.cardDismissed()

        #expect(navigation.top === list)
    }

    /// The photo's flow is freed with its screens once the photo is on the card.
    @Test func thePhotosFlowIsFreedOnceThePhotoArrives() async throws {
        let (sut, _) = try await startOnACard(.create)
        weak var flow: PhotoCoordinator?
        weak var camera: Screen?
        do {
            sut.cameraChosen(for: .front)
            flow = photoFlow(of: sut)
            camera = navigation.top
            flow?.photoTaken(CardFixtures.photo(4))
        }

        #expect(camera == nil)
        #expect(flow == nil)
    }

    @Test func backingOutOfTheCropLetsThePhotosFlowGoWhenTheLibraryGoesToo() async throws {
        let folder = try PhotoLibraryFixtures.folder()
        let (sut, card) = try await startOnACard(.create, photosDirectory: folder.path)
        sut.photoLibraryChosen(for: .front)
        photoFlow(of: sut)?.imageChosen(
            PhotoToCrop(image: RGBImage(width: 40, height: 30) { _, _ in RGB(red: 1, green: 2, blue: 3) }),
            name: "shop.jpg")

        navigation.pop()
        #expect(navigation.top is PhotoLibraryView)
        #expect(sut.childCoordinators.count == 1, "its first screen, the library, is still shown")
        navigation.pop()

        #expect(navigation.top === card)
        #expect(sut.childCoordinators.isEmpty, "the navigation showed the card: the library had left")
    }

    /// The parent owns its child: the child's screens hold it only weakly, as their output.
    @Test func theParentKeepsThePhotosFlowItsScreensDoNot() async throws {
        let (sut, _) = try await startOnACard(.create)
        weak var flow: PhotoCoordinator?
        sut.cameraChosen(for: .front)
        flow = photoFlow(of: sut)
        #expect(flow != nil)

        sut.childCoordinators.removeAll()

        #expect(navigation.top is PhotoCaptureView)
        #expect(flow == nil)
    }

    /// The app keeps the root coordinator (`MyCardsLaunch.start` hands it over with the first
    /// screen); its screens hold it weakly, so none keeps it alive.
    @Test func noScreenKeepsTheRootCoordinator() async {
        weak var coordinator: MyCardsCoordinator?
        var shown: [Screen] = []
        do {
            let sut = await makeSUT()
            coordinator = sut
            shown.append(sut.start())
        }

        #expect(coordinator == nil)
        #expect(shown.first is CardListView)
    }

    private func photoFlow(of sut: MyCardsCoordinator) -> PhotoCoordinator? {
        sut.childCoordinators.first as? PhotoCoordinator
    }

    @Test func theListTakesChangesToTheBackendWithoutHoldingTheScreen() async throws {
        let (sut, _) = try await startOnACard()

        sut.cardSaved(CardFixtures.coffee)
        sut.cardDeleted(CardFixtures.coffee)
        await work.settle()

        #expect(await remote.uploads.count == 1)
        #expect(work.loadingLog.isEmpty, "the upload and the deletion go in the background")
    }

    /// Without a remembered session the app starts on Login; signing in and out swaps the first
    /// screen, the stack with it.
    @Test func theFirstScreenFollowsWhoIsSignedIn() async throws {
        let sut = await makeSUT(startsSignedIn: false)
        navigation.setRoot(sut.start())
        #expect(navigation.top is LoginView)

        sut.loggedIn()
        #expect(navigation.screens.count == 1)
        #expect(navigation.top is CardListView)
        sut.cardChosen(CardFixtures.coffee)
        sut.loggedOut()

        #expect(navigation.screens.count == 1)
        #expect(navigation.top is LoginView)
        #expect(sut.firstScreen === navigation.top)
    }

    @Test func aRememberedSessionStartsOnTheCards() async {
        let sut = await makeSUT(startsSignedIn: true)

        #expect(sut.start() is CardListView)
    }
}
