import Domain
import Foundation
import Imaging
import Presentation
import TestSupport
import Testing

@testable import MyCardsUDF

@MainActor
@Suite("UDF · My Cards app feature", .storesFinish)
struct MyCardsAppFeatureTests {
    let cards = CardStoreSpy([CardFixtures.coffee])
    let remote = CardSyncServiceSpy()
    let auth = AuthServiceSpy()
    let scheduler = ManualScheduler()

    private func makeSUT(_ state: AppFeature.State) async -> TestStore<AppFeature> {
        TestStore(
            initialState: state,
            reducer: AppFeature(
                auth: auth, settings: SettingsStoreSpy(), cards: cards, sync: CardSync(store: cards, remote: remote),
                camera: await CardFixtures.testCamera()),
            scheduler: scheduler
        )
    }

    /// The card list with `screens` above it; the ids of the screens.
    private func stack(_ screens: [AppFeature.Path.State]) -> (AppFeature.State, [StackElementID]) {
        var state = AppFeature.State(photosDirectory: "/tmp", showsDemoHint: true, isSignedIn: true)
        state.root.cardList?.cardCount = 1
        state.root.cardList?.generation = 1
        let ids = screens.map { state.path.append($0) }
        return (state, ids)
    }

    @Test func aCardOpenedFromTheListIsPushed() async {
        let sut = await makeSUT(stack([]).0)

        sut.send(.cardList(.delegate(.openCard(CardFixtures.coffee)))) {
            $0.path.append(.cardDetails(CardDetailsFeature.State(mode: .normal, card: CardFixtures.coffee)))
        }
        await sut.finish()
    }

    @Test func aNewCardSavedGoesBackToTheListWhichUploadsIt() async {
        let (state, screens) = stack([
            .cardDetails(CardDetailsFeature.State(mode: .create, card: Card(identifier: "new")))
        ])
        let sut = await makeSUT(state)
        let card = Card(identifier: "new", name: "Gym", front: CardFixtures.photo(1), back: CardFixtures.photo(2))

        sut.send(.path(.element(id: screens[0], action: .cardDetails(.delegate(.created(card)))))) {
            $0.path.pop(from: screens[0])
        }
        await sut.receive(.cardList(.counted(1))) { $0.root.cardList?.generation = 2 }
        await sut.receive(.cardList(.deliveryReported("Uploading \"Gym\"…"))) {
            $0.root.cardList?.status = "Uploading \"Gym\"…"
        }
        await sut.receive(.cardList(.deliveryReported("Uploaded \"Gym\""))) {
            $0.root.cardList?.status = "Uploaded \"Gym\""
        }
        await sut.finish()
    }

    @Test func aPhotoTakenGoesBackToTheCardWhoseFaceTakesIt() async {
        var card = CardDetailsFeature.State(mode: .edit, card: CardFixtures.coffee)
        let (state, screens) = stack([.cardDetails(card), .photoCapture(PhotoCaptureFeature.State(side: .back))])
        let sut = await makeSUT(state)
        let photo = CardFixtures.photo(9)

        sut.send(.path(.element(id: screens[1], action: .photoCapture(.delegate(.photoTaken(photo, for: .back)))))) {
            $0.path.pop(to: screens[0])
            card.draft.back = photo
            $0.path[id: screens[0]] = .cardDetails(card)
        }
        await sut.finish()
    }

    @Test func anImageChosenInTheLibraryIsCroppedThenReachesTheCard() async throws {
        var card = CardDetailsFeature.State(mode: .edit, card: CardFixtures.coffee)
        let library = PhotoLibraryFeature.State(directory: "/tmp", side: .front)
        let (state, screens) = stack([.cardDetails(card), .photoLibrary(library)])
        let sut = await makeSUT(state)
        let image = PhotoToCrop(image: RGBImage(width: 800, height: 600, filledWith: RGB(red: 1, green: 2, blue: 3)))

        sut.send(
            .path(
                .element(
                    id: screens[1], action: .photoLibrary(.delegate(.imageChosen(image, name: "a.ppm", for: .front)))))
        ) {
            $0.path.append(.crop(CropFeature.State(image: image, name: "a.ppm", side: .front)))
        }
        let crop = try #require(sut.state.path.ids.last)
        let photo = CardFixtures.photo(7)
        sut.send(.path(.element(id: crop, action: .crop(.delegate(.photoCropped(photo, for: .front)))))) {
            $0.path.pop(to: screens[0])
            card.draft.front = photo
            $0.path[id: screens[0]] = .cardDetails(card)
        }
        await sut.finish()
    }

    @Test func aScreenTheTerminalPoppedIsGone() async {
        let (state, screens) = stack([.cardPhoto(CardPhotoFeature.State(side: .front, photo: CardFixtures.photo(1)))])
        let sut = await makeSUT(state)

        sut.send(.path(.popFrom(id: screens[0]))) { $0.path.pop(from: screens[0]) }
        sut.send(.path(.element(id: screens[0], action: .cardPhoto(.closeTapped))))
        await sut.finish()
    }

    @Test func signingInMakesTheCardsTheRootAndLoggingOutTheLogin() async {
        let sut = await makeSUT(AppFeature.State(photosDirectory: "/tmp", showsDemoHint: true, isSignedIn: false))

        sut.send(.login(.delegate(.loggedIn))) { $0.root = .cardList(CardListFeature.State()) }
        sut.send(.cardList(.delegate(.openCard(CardFixtures.coffee)))) {
            $0.path.append(.cardDetails(CardDetailsFeature.State(mode: .normal, card: CardFixtures.coffee)))
        }
        sut.send(.cardList(.delegate(.loggedOut))) {
            $0.path.removeAll()
            $0.root = .login(LoginFeature.State(showsDemoHint: true))
        }
        await sut.finish()
    }
}
