import Domain
import Imaging
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import MyCardsUDF

@MainActor
@Suite("UDF · My Cards navigator")
struct MyCardsNavigatorTests {
    let navigation = NavigationSpy()

    private func makeSUT(isSignedIn: Bool = true) async -> (
        MyCardsNavigator, Store<AppFeature.State, AppFeature.Action>
    ) {
        let cards = CardStoreSpy([CardFixtures.coffee])
        let store = Store(
            initialState: AppFeature.State(photosDirectory: "/tmp", showsDemoHint: true, isSignedIn: isSignedIn),
            reducer: AppFeature(
                auth: AuthServiceSpy(), settings: SettingsStoreSpy(),
                cards: cards, sync: CardSync(store: cards, remote: CardSyncServiceSpy()),
                camera: await CardFixtures.testCamera()
            ),
            work: WorkRecorder(), scheduler: ManualScheduler()
        )
        let navigator = MyCardsNavigator(store: store, navigation: navigation)
        navigation.push(navigator.start())
        return (navigator, store)
    }

    private var shownTypes: [String] { navigation.screens.map { "\(type(of: $0))" } }

    /// Until the list knows how many cards there are, it says neither "no cards" nor shows any.
    @Test func theCardListSaysNothingBeforeItsCountIsIn() async throws {
        let (navigator, _) = await makeSUT()

        let list = try #require(navigation.screens.first as? CardListView)

        #expect(list.emptyState.isHidden)
        _ = navigator
    }

    @Test func thePhotoFlowIsPushedAndLeftInOneStepWhenItsPhotoComes() async throws {
        let (navigator, store) = await makeSUT()
        store.send(.cardList(.delegate(.openCard(CardFixtures.coffee))))
        let card = try #require(store.state.path.ids.first)
        store.send(.path(.element(id: card, action: .cardDetails(.delegate(.choosePhoto(for: .front))))))
        #expect(shownTypes == ["CardListView", "CardDetailsView", "PhotoLibraryView"])

        let library = try #require(store.state.path.ids.last)
        let image = PhotoToCrop(image: .init(width: 800, height: 600, filledWith: .init(red: 0, green: 0, blue: 0)))
        store.send(
            .path(
                .element(id: library, action: .photoLibrary(.delegate(.imageChosen(image, name: "a.ppm", for: .front))))
            ))
        #expect(shownTypes == ["CardListView", "CardDetailsView", "PhotoLibraryView", "CropView"])

        let crop = try #require(store.state.path.ids.last)
        store.send(.path(.element(id: crop, action: .crop(.confirmTapped))))
        #expect(shownTypes == ["CardListView", "CardDetailsView"])
        #expect(store.state.path.first?.cardDetails?.draft.front != CardFixtures.coffee.front)
        _ = navigator
    }

    @Test func escOnAScreenTakesItsStateOffThePath() async throws {
        let (navigator, store) = await makeSUT()
        store.send(.cardList(.delegate(.openCard(CardFixtures.coffee))))
        let card = try #require(store.state.path.ids.first)
        store.send(.path(.element(id: card, action: .cardDetails(.faceChosen(.front)))))
        #expect(shownTypes == ["CardListView", "CardDetailsView", "CardPhotoView"])

        navigation.pop()

        #expect(store.state.path.ids == [card])
        #expect(shownTypes == ["CardListView", "CardDetailsView"])
        _ = navigator
    }

    /// Signing in and out changes the root: its screen takes the whole stack's place.
    @Test func theRootsScreenFollowsWhoIsSignedIn() async throws {
        let (navigator, store) = await makeSUT(isSignedIn: false)
        #expect(shownTypes == ["LoginView"])

        store.send(.login(.delegate(.loggedIn)))
        #expect(shownTypes == ["CardListView"])
        store.send(.cardList(.delegate(.openCard(CardFixtures.coffee))))
        #expect(shownTypes == ["CardListView", "CardDetailsView"])
        store.send(.cardList(.delegate(.loggedOut)))

        #expect(shownTypes == ["LoginView"])
        #expect(store.state.path.isEmpty)
        _ = navigator
    }
}
