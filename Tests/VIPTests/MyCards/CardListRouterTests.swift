import Domain
import TerminalUI
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Card list router")
struct CardListRouterTests {
    @Test func theOpenedCardIsPassedShownAndANewOneInCreateMode() async throws {
        let navigation = NavigationSpy()
        let store = CardListInteractor(
            cards: CardStoreSpy([CardFixtures.coffee]),
            sync: CardSync(store: CardStoreSpy(), remote: CardSyncServiceSpy()), auth: AuthServiceSpy())
        await store.fetchCards(request: .init(range: 0..<1))
        await store.open(request: .init(index: 0))
        let sut = CardListRouter(
            dependencies: .doubles(navigation: navigation, camera: await CardFixtures.testCamera()))
        sut.dataStore = store

        sut.routeToCardDetails()
        let shown = try #require(navigation.top as? CardDetailsViewController)
        sut.routeToNewCard()
        let made = try #require(navigation.top as? CardDetailsViewController)

        #expect(shown.router?.dataStore?.card.identifier == "coffee")
        #expect(shown.router?.dataStore?.mode == .normal)
        #expect(made.router?.dataStore?.mode == .create)
    }

    @Test func afterALogoutLoginTakesTheWholeStacksPlace() async throws {
        let navigation = NavigationSpy(root: Screen(title: "below"))
        let sut = CardListRouter(
            dependencies: .doubles(navigation: navigation, camera: await CardFixtures.testCamera()))

        sut.routeToLogin()

        #expect(navigation.screens.count == 1)
        #expect(navigation.top is LoginViewController)
    }
}
